import { memo } from 'react';
import { PieceCounter } from '../pieces/PieceCounter';
import type { PieceView } from '../pieces/piecesByPlace';
import type { HexGeometry } from './hexGeometry';
import { SIDES, sideOf, type Side } from '../../engine';

/** A counter's printed size on the map, in drawing units (a little over half a hex). */
export const counterUnits = (geometry: HexGeometry) => geometry.size * 1.05;
/** The stack count's font, in drawing units, at the counter's printed size. */
export const badgeFontUnits = (geometry: HexGeometry) => counterUnits(geometry) / 3.6;

/** Two sides' stacks in one hex are drawn side by side at this scale, each this far (in counters) off the centre. */
const SPLIT_SCALE = 0.78;
const SPLIT_OFFSET = 0.42;

/**
 * A hex's counters by side, Chile's first: two sides share a hex when warships blockade a port (7.6) or
 * troops landed into an enemy-held hex (7.6), and each side's stack is shown, not only the top counter.
 */
export function sideGroups(pieces: readonly PieceView[]): { side: Side; pieces: PieceView[] }[] {
  return SIDES.map((side) => ({ side, pieces: pieces.filter((p) => sideOf(p.nation) === side) })).filter((g) => g.pieces.length > 0);
}

/**
 * One side's stack: its top counter, up to two edges showing beneath it, and its count — at its top
 * right, or its top left for the left-hand stack of a shared hex (side by side, the two counts read as
 * one number, "2 17": table QA).
 */
function PieceStack({ pieces, s, f, countLeft = false }: { pieces: readonly PieceView[]; s: number; f: number; countLeft?: boolean }) {
  const top = pieces[0]!;
  const edges = Math.min(pieces.length - 1, 2);
  return (
    <>
      {Array.from({ length: edges }, (_, i) => (
        <rect key={i} x={-s / 2 + (edges - i) * 2.5} y={-s / 2 - (edges - i) * 2.5} width={s} height={s} rx={s / 12} fill="#d8d0b8" stroke="#333" strokeWidth={0.6} />
      ))}
      <PieceCounter piece={top} size={s} x={-s / 2} y={-s / 2} />
      {pieces.length > 1 && (
        <g className="stack-count" pointerEvents="none" style={{ transform: `translate(${((countLeft ? -s : s) / 2).toFixed(2)}px, ${(-s / 2).toFixed(2)}px) scale(var(--badge-scale, 1))` }}>
          <circle cx={0} cy={0} r={f * 1.05} fill="#2b2a26" stroke="#fff" strokeWidth={f / 8} />
          <text x={0} y={0} dy="0.35em" textAnchor="middle" fontSize={f} fontWeight={700} fill="#fff" fontFamily="sans-serif">
            {pieces.length}
          </text>
        </g>
      )}
    </>
  );
}

/**
 * The stacks on the map: the top counter of each hex with up to two edges showing beneath it, and the
 * stack's count; where both sides share a hex, each side's stack, side by side. Each stack is drawn
 * around its hex's centre and scaled by the CSS variable --counter-scale, its count by --badge-scale (mapScale, set by MapView when a zoom ends), so both stay
 * readable at the default view without a render. A click goes to the map's click handler (an action
 * aimed there, else the stack opens); pointing at a stack points at its hex (the hex card).
 * Memoised: it redraws when the pieces, the geometry, the handlers or the language (`lang`, for the counters' labels) change.
 */
export const CounterLayer = memo(function CounterLayer({ places, geometry, onClick, onHover }: { places: Map<string, PieceView[]>; geometry: HexGeometry; onClick: (place: string) => void; onHover?: (place: string | null) => void; lang: string }) {
  const s = counterUnits(geometry);
  const f = badgeFontUnits(geometry);
  const stacks = [...places].filter(([key]) => key.startsWith('hex:'));
  return (
    <g className="counter-layer">
      {stacks.map(([key, pieces]) => {
        const hex = key.slice(4);
        const c = geometry.center(hex);
        const groups = sideGroups(pieces);
        return (
          <g
            key={key}
            className="stack"
            data-stack={hex}
            onClick={() => onClick(hex)}
            onMouseEnter={onHover && (() => onHover(hex))}
            onMouseLeave={onHover && (() => onHover(null))}
            style={{ cursor: 'pointer', transform: `translate(${c.x.toFixed(2)}px, ${c.y.toFixed(2)}px) scale(var(--counter-scale, 1))` }}
          >
            {groups.map((group, i) => (
              <g key={group.side} data-side={group.side} transform={groups.length > 1 ? `translate(${((i === 0 ? -1 : 1) * SPLIT_OFFSET * s).toFixed(2)} 0) scale(${SPLIT_SCALE})` : undefined}>
                <PieceStack pieces={group.pieces} s={s} f={f} countLeft={groups.length > 1 && i === 0} />
              </g>
            ))}
          </g>
        );
      })}
    </g>
  );
});
