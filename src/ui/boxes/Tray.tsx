import { useTranslation } from 'react-i18next';
import { useView } from '../pieces/useView';
import { useHexActions } from '../play/useHexActions';
import { usePlaceClick } from '../play/usePlaceClick';
import { CounterBox } from './CounterBox';
import { TurnTrack } from './TurnTrack';

/** Everything off the map: the Chile Holding Box, the recruit pools (Bolivia's while it is in the war, 5.6), the dead piles and the turn track. */
export function Tray() {
  const { t } = useTranslation();
  const { view, places } = useView();
  const get = (key: string) => places.get(key) ?? [];
  // 6.3 / 6.4 / 7.2: the Holding Box on the map lies off screen under the tray at the default view; this one
  // takes the tap that places a unit there or sails a fleet in (table QA round 9: it only opened the box).
  const actions = useHexActions();
  const onPlaceClick = usePlaceClick(actions, (key) => get(key).length > 0);
  const boxAimed = actions.byPlace.has('holdingBox') || actions.reach.has('holdingBox');
  return (
    <div className="tray" data-testid="tray">
      <TurnTrack places={places} turn={view.turn} vpRecord={view.vpRecord} />
      <div className="boxes">
        <CounterBox title={t('tray.holdingBox')} placeKey="holdingBox" pieces={get('holdingBox')} className="side-chile" {...(boxAimed ? { act: () => onPlaceClick('holdingBox') } : {})} />
        {/* The small boxes are as wide as their counters, with short titles (the full name for screen
            readers): six boxes of eight counters' width were 1370 px in a 920 px tray, so the Bolivian pool
            and the dead piles were out of sight, in Spanish the Peruvian pool too (table QA round 3). */}
        <CounterBox title={t('tray.poolChileShort')} label={t('tray.poolChile')} placeKey="recruitPool:chile" pieces={get('recruitPool:chile')} className="side-chile" fit />
        <CounterBox title={t('tray.poolPeruShort')} label={t('tray.poolPeru')} placeKey="recruitPool:peru" pieces={get('recruitPool:peru')} className="side-peru" fit />
        {/* 5.6: once Bolivia has quit the war its units are out of the game for good and none returns: the
            pool stays empty and unusable, so it goes (it stayed, an empty box, after Bolivia had left: QA). */}
        {view.boliviaInWar && (
          <CounterBox title={t('tray.poolBoliviaShort')} label={t('tray.poolBolivia')} placeKey="recruitPool:bolivia" pieces={get('recruitPool:bolivia')} className="side-bolivia" fit />
        )}
        <CounterBox title={t('tray.deadChile')} placeKey="deadPile:chile" pieces={get('deadPile:chile')} fit />
        <CounterBox title={t('tray.deadAllies')} placeKey="deadPile:allied" pieces={get('deadPile:allied')} fit />
      </div>
    </div>
  );
}
