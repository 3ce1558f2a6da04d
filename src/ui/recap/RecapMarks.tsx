import type { Side } from '../../engine';
import './recap.css';

/**
 * The recap's marks as drawn on the map (RecapLayer) and in the map key (RecapKeyRows): one drawing
 * each, so the key shows exactly what the map does. Their colours are recap.css's, under `.recap-layer`.
 */

/** The arrowhead at the end of a move's line, in the side's colour. */
export function ArrowMarker({ id, side }: { id: string; side: Side }) {
  return (
    <marker id={id} className={`recap-arrowhead-${side}`} viewBox="0 0 10 10" refX="7" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse">
      <path d="M0,0 L10,5 L0,10 z" />
    </marker>
  );
}

/** A march (solid) or a voyage (dashed) through the points given, in the side's colour, its arrowhead at the end. */
export function MovePath({ side, naval, points, arrow }: { side: Side; naval: boolean; points: string; arrow: string }) {
  return <polyline className={`recap-path side-${side}${naval ? ' naval' : ''}`} points={points} markerEnd={`url(#${arrow})`} />;
}

/** A landing: a white diamond on the hex. */
export function LandingMark({ x, y }: { x: number; y: number }) {
  return <rect className="recap-mark landing" x={x - 7} y={y - 7} width={14} height={14} transform={`rotate(45 ${x} ${y})`} />;
}

/** A star of `n` points around (x, y): where a battle was fought. */
function burst(x: number, y: number, r: number, n: number): string {
  return Array.from({ length: 2 * n }, (_, i) => {
    const a = (Math.PI * i) / n;
    const d = i % 2 === 0 ? r : r / 2;
    return `${x + d * Math.sin(a)},${y - d * Math.cos(a)}`;
  }).join(' ');
}

/** A land battle (yellow) or a naval battle (blue): a star on the hex. */
export function BattleMark({ x, y, naval }: { x: number; y: number; naval: boolean }) {
  return <polygon className={`recap-mark ${naval ? 'naval-battle' : 'battle'}`} points={burst(x, y, 12, 6)} />;
}

/** Steps lost as the label shows them: "−2", and "0" for none (it read "−0": table QA round 14). */
export const lossText = (steps: number): string => (steps === 0 ? '0' : `−${steps}`);

/** One number of a loss label, in the colour of the side that lost it (none: ships sunk, both sides). */
export interface LossPart {
  readonly text: string;
  readonly side?: Side;
}

/**
 * What a battle cost, beside its star: steps lost by Chile / the Allies ("−1 / −2", each number in its
 * side's colour), or ships sunk ("⚓2"); `title` says it in words (a hover, a screen reader).
 */
export function LossLabel({ x, y, parts, title }: { x: number; y: number; parts: readonly LossPart[]; title: string }) {
  return (
    <text className="recap-loss" x={x + 10} y={y - 10}>
      <title>{title}</title>
      {parts.map((p, i) => (
        <tspan key={i}>
          {i > 0 && <tspan className="loss-separator"> / </tspan>}
          <tspan className={p.side ? `side-${p.side}` : undefined}>{p.text}</tspan>
        </tspan>
      ))}
    </text>
  );
}

/** An interception tried: a dashed ring in the intercepting side's colour. */
export function InterceptionMark({ x, y, side }: { x: number; y: number; side: Side }) {
  return <circle className={`recap-mark interception side-${side}`} cx={x} cy={y} r={13} stroke={side === 'chile' ? 'var(--chile)' : 'var(--peru)'} />;
}
