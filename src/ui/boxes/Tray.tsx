import { useTranslation } from 'react-i18next';
import { useView } from '../pieces/useView';
import { CounterBox } from './CounterBox';
import { TurnTrack } from './TurnTrack';

/** Everything off the map: the Chile Holding Box, the recruit pools, the dead piles and the turn track. */
export function Tray() {
  const { t } = useTranslation();
  const { view, places } = useView();
  const get = (key: string) => places.get(key) ?? [];
  return (
    <div className="tray" data-testid="tray">
      <TurnTrack places={places} turn={view.turn} vpRecord={view.vpRecord} />
      <div className="boxes">
        <CounterBox title={t('tray.holdingBox')} placeKey="holdingBox" pieces={get('holdingBox')} className="side-chile" />
        <CounterBox title={t('tray.poolChile')} placeKey="recruitPool:chile" pieces={get('recruitPool:chile')} className="side-chile" />
        <CounterBox title={t('tray.poolPeru')} placeKey="recruitPool:peru" pieces={get('recruitPool:peru')} className="side-peru" />
        <CounterBox title={t('tray.poolBolivia')} placeKey="recruitPool:bolivia" pieces={get('recruitPool:bolivia')} className="side-bolivia" />
        <CounterBox title={t('tray.deadChile')} placeKey="deadPile:chile" pieces={get('deadPile:chile')} />
        <CounterBox title={t('tray.deadAllies')} placeKey="deadPile:allied" pieces={get('deadPile:allied')} />
      </div>
    </div>
  );
}
