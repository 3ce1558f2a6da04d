import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, PlayerView } from '../../engine';
import { Counter } from '../counters/Counter';
import { actionLabel, hexName, pieceLabel } from '../describe';
import { t as tr } from '../i18n';
import { RuleLink } from '../learn/RuleLink';
import { pieceView } from '../pieces/pieceView';
import { useGameStore } from '../store';
import { setupPlacesOf, setupTray, type TrayPiece } from './setupTray';
import { pickForSetup } from './takeEntry';
import './setupTray.css';

const SIZE = 34;

/** A piece named, a Supply Column with its nation (6.0: a Bolivian column is not a Peruvian one). */
function nameOf(view: PlayerView, piece: string): string {
  const column = view.supply[piece];
  return column ? tr('panel.embarkColumn', { piece: pieceLabel(piece), nation: tr(`counter.nation.${column.nation}`) }) : pieceLabel(piece);
}

/** A picked piece's places named as buttons up to this many; more are counted (they are lit on the map) and listed on request. */
const NAMED = 6;

/**
 * 3.1–3.5, a manual set-up: the side's pieces still to place, by set-up group (where each group may go),
 * each a counter to pick. A picked piece's places are lit on the map (useHexActions), where a tap places
 * it; they are also named here as buttons (the Holding Box may be off the screen, and the keyboard
 * reaches them). Every placement sent is one of the legal list's.
 */
export function SetupTray({ view, legal }: { view: PlayerView; legal: readonly Action[] }) {
  const { t } = useTranslation();
  const picked = useGameStore((s) => s.selectedPiece);
  const selectPiece = useGameStore((s) => s.selectPiece);
  const offerChoice = useGameStore((s) => s.offerChoice);
  const dispatch = useGameStore((s) => s.dispatch);
  const [listed, setListed] = useState(false);
  if (view.phase !== 'setup' || view.pending.length > 0) return null;
  const tray = setupTray(view, legal);
  if (tray.toPlace === 0 && tray.placed === 0) return null;
  const places = setupPlacesOf(legal, picked);

  // A second press puts the piece back; a pick lights its places and brings them into view (on a tablet
  // the Bolivian towns are off the screen with Lima).
  const pick = (piece: string) => {
    setListed(false);
    if (picked !== piece) return pickForSetup(piece);
    offerChoice(null);
    selectPiece(null);
  };

  const button = (p: TrayPiece) => {
    const shown = pieceView(view, p.piece);
    const name = nameOf(view, p.piece);
    const on = picked === p.piece;
    return (
      <button
        key={p.piece}
        type="button"
        className="setup-piece"
        data-setup-piece={p.piece}
        aria-pressed={on}
        title={name}
        onClick={() => pick(p.piece)}
      >
        {/* Its name, read out (the counter's own words are drawn, and hidden from a screen reader). */}
        <span className="setup-sr-only">{p.count > 1 ? t('setupTray.pieceCount', { piece: name, count: p.count }) : name}</span>
        {shown && (
          <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true">
            <Counter def={shown.def} depleted={shown.depleted} damaged={shown.damaged} size={SIZE} x={0} y={0} />
          </svg>
        )}
        {p.count > 1 && <span className="setup-count" aria-hidden="true">×{p.count}</span>}
      </button>
    );
  };

  // The picked piece's places: named when few, else counted (lit on the map) and listed on request.
  const placesOfPicked = picked && places.length > 0 && (
    <div className="setup-picked" data-testid="setup-picked">
      <span>{t('setupTray.placeIn', { piece: nameOf(view, picked) })} </span>
      {places.length > NAMED && !listed && <span>{t('setupTray.lit', { count: places.length })} </span>}
      {(places.length <= NAMED || listed) &&
        places.map(({ place, action }) => (
          <button key={place} type="button" className="setup-place" data-setup-place={place} aria-label={actionLabel(action, view.phase)} onClick={() => dispatch(action)}>
            {place === 'holdingBox' ? t('tray.holdingBox') : hexName(place)}
          </button>
        ))}
      {places.length > NAMED && (
        <button type="button" className="setup-toggle" aria-expanded={listed} onClick={() => setListed(!listed)}>
          {listed ? t('setupTray.hide') : t('setupTray.list')}
        </button>
      )}
      <button type="button" className="setup-toggle" onClick={() => selectPiece(null)}>
        {t('setupTray.cancel')}
      </button>
    </div>
  );

  return (
    <section className="setup-tray" data-testid="setup-tray" aria-label={t('setupTray.label')}>
      {tray.toPlace > 0 ? (
        <p className="setup-how">
          <strong>{t('setupTray.title', { count: tray.toPlace })}</strong> — {t('setupTray.how')}
        </p>
      ) : (
        <p className="setup-how">{t('setupTray.allPlaced')}</p>
      )}
      {/* Above the groups: on a tablet the places stay in sight under the prompt's heading. */}
      {placesOfPicked}
      {tray.groups.map((g) => (
        <div key={g.group.id} className="setup-group" data-setup-group={g.group.id}>
          <p className="setup-group-title">
            {t(`setupTray.group.${g.group.id}`)} <RuleLink rule={g.group.rule.split(' ')[0]!} />
          </p>
          <div className="setup-pieces" role="group" aria-label={t(`setupTray.group.${g.group.id}`)}>
            {g.pieces.map(button)}
          </div>
        </div>
      ))}
      {tray.toPlace > 0 && tray.placed > 0 && <p className="setup-placed">{t('setupTray.moveAgain', { count: tray.placed })}</p>}
    </section>
  );
}
