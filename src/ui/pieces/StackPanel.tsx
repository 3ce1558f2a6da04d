import { useEffect, useRef } from 'react';
import { NADC_CHITS } from '../../engine/counters';
import type { Nation, PlayerView } from '../../engine';
import { i18n, t } from '../i18n';
import { atLineStart } from '../i18n/atLineStart';
import { NadcChit } from '../counters/NadcChit';
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

const CHIT = SIZE * 0.6;

function PieceRow({ piece, ordersOf, turn, depth = 0 }: { piece: PieceView; ordersOf: ShipOrders; turn: number; depth?: number }) {
  const selected = useGameStore((s) => s.selectedPiece === piece.id);
  const selectPiece = useGameStore((s) => s.selectPiece);
  const side = piece.nation === 'chile' ? 'chile' : 'allied';
  // 4.1 I: a ship ordered for this turn and given its NADC for the next one shows both chits, the later
  // one marked with its turn as on the map (it showed only this turn's).
  const orders = piece.kind === 'ship' ? ordersOf(piece.id, side) : [];
  const width = SIZE + orders.length * (CHIT + 4) + (orders.length > 0 ? 4 : 0);
  return (
    <>
      <li className={`stack-row${selected ? ' selected' : ''}`} style={{ marginLeft: depth * 18 }}>
        <svg width={width} height={SIZE} viewBox={`0 0 ${width} ${SIZE}`} aria-hidden={false}>
          <PieceCounter piece={piece} size={SIZE} x={0} y={0} />
          {orders.map((o, i) => {
            const chit = NADC_CHITS.find((c) => c.side === side && (o.area === null || c.area === o.area));
            if (!chit) return null;
            const later = o.forTurn > turn;
            return <NadcChit key={o.forTurn} chit={chit} size={CHIT} x={SIZE + 4 + i * (CHIT + 4)} y={SIZE * 0.2} faceDown={o.area === null} when={later ? 'given' : undefined} forTurn={later ? o.forTurn : undefined} />;
          })}
        </svg>
        <button type="button" className="piece-name" aria-pressed={selected} onClick={() => selectPiece(selected ? null : piece.id)}>
          {pieceLabel(piece.id)}
        </button>
      </li>
      {piece.cargo.map((c) => (
        <PieceRow key={c.id} piece={c} ordersOf={ordersOf} turn={turn} depth={depth + 1} />
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
      {pieces.length === 0 ? <p>{t('stack.empty')}</p> : <ul>{pieces.map((p) => <PieceRow key={p.id} piece={p} ordersOf={ordersOf} turn={view.turn} />)}</ul>}
    </section>
  );
}
