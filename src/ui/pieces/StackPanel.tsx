import { useEffect, useRef } from 'react';
import type { Nation, PlayerView } from '../../engine';
import { i18n, t } from '../i18n';
import { atLineStart } from '../i18n/atLineStart';
import { NadcSlot } from './NadcSlot';
import { pieceLabel, placeName } from '../describe';
import { useGameStore } from '../store';
import { PieceCounter } from './PieceCounter';
import type { PieceView } from './piecesByPlace';
import { useView } from './useView';

const SIZE = 44;

function placeTitle(key: string): string {
  const [kind, arg] = key.split(':');
  if (kind === 'hex') return placeName({ kind: 'hex', hex: arg! });
  if (kind === 'holdingBox') return t('tray.holdingBox');
  if (kind === 'recruitPool') return t('stack.recruitPool', { nation: t(`counter.nation.${arg as Nation}`) });
  if (kind === 'turnTrack') return t('stack.turnBox', { turn: arg ?? '' });
  if (kind === 'deadPile') return t('stack.deadPile', { side: arg === 'chile' ? t('sides.chile') : t('sides.allied') });
  return key;
}

/** A ship's orders still to carry out: this turn's, and any given for a later turn (4.1 I), earliest first. */
type ShipOrders = (ship: string, side: 'chile' | 'allied') => PlayerView['nadc']['chile'];

function PieceRow({ piece, ordersOf, view, depth = 0 }: { piece: PieceView; ordersOf: ShipOrders; view: PlayerView; depth?: number }) {
  const selected = useGameStore((s) => s.selectedPiece === piece.id);
  const selectPiece = useGameStore((s) => s.selectPiece);
  const side = piece.nation === 'chile' ? 'chile' : 'allied';
  // 4.1 I: a ship ordered for this turn and given its NADC for the next one shows both chits, each
  // captioned with its turn (they stood unlabelled: QA round 19a, MINOR-5).
  const orders = piece.kind === 'ship' ? ordersOf(piece.id, side) : [];
  return (
    <>
      <li className={`stack-row${selected ? ' selected' : ''}`} style={{ marginLeft: depth * 18 }}>
        <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden={false}>
          <PieceCounter piece={piece} size={SIZE} x={0} y={0} />
        </svg>
        {orders.length > 0 && (
          <span className="nadc-slots">
            {orders.map((o) => (
              <NadcSlot key={o.forTurn} view={view} side={side} order={o} />
            ))}
          </span>
        )}
        <button type="button" className="piece-name" aria-pressed={selected} onClick={() => selectPiece(selected ? null : piece.id)}>
          {pieceLabel(piece.id)}
        </button>
      </li>
      {piece.cargo.map((c) => (
        <PieceRow key={c.id} piece={c} ordersOf={ordersOf} view={view} depth={depth + 1} />
      ))}
    </>
  );
}

/** The opened stack: every counter in the hex or box, with cargo and NADC chits (face down to the opponent). */
export function StackPanel() {
  const openPlace = useGameStore((s) => s.openPlace);
  const open = useGameStore((s) => s.showPlace);
  const { places, view } = useView();
  const ref = useRef<HTMLElement>(null);
  // A stack opened from the map comes into sight (on a tablet the panel may be scrolled to the prompt or the log).
  useEffect(() => {
    if (openPlace) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [openPlace]);
  if (!openPlace) return null;
  const ordersOf: ShipOrders = (ship, side) => view.nadc[side].filter((o) => o.ship === ship && o.forTurn >= view.turn).sort((a, b) => a.forTurn - b.forTurn);
  const pieces = places.get(openPlace) ?? [];
  return (
    <section ref={ref} className="stack-panel" aria-label={t('stack.label')} data-testid="stack-panel">
      <header>
        {/* A heading: capitalised ("turn box 2", "the Peruvian recruit pool": QA round 8). */}
        <h2>{atLineStart(placeTitle(openPlace), i18n.language)}</h2>
        <button type="button" onClick={() => open(null)} aria-label={t('stack.close')}>×</button>
      </header>
      {pieces.length === 0 ? <p>{t('stack.empty')}</p> : <ul>{pieces.map((p) => <PieceRow key={p.id} piece={p} ordersOf={ordersOf} view={view} />)}</ul>}
    </section>
  );
}
