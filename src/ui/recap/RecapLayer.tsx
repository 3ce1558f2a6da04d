import type { ReactNode } from 'react';
import type { Side } from '../../engine';
import type { HexGeometry } from '../map/hexGeometry';
import type { RecapItem } from './recapItems';
import { recapText } from './recapText';
import { useRecapStore } from './recapStore';
import { useRecap } from './useRecap';

const SIDES: readonly Side[] = ['chile', 'allied'];

/** The hexes a move went through, as SVG points (the Holding Box is off the hex grid and left out). */
function points(geometry: HexGeometry, hexes: readonly string[]): string {
  return hexes
    .filter((h) => h !== 'holdingBox')
    .map((h) => geometry.center(h))
    .map((p) => `${p.x},${p.y}`)
    .join(' ');
}

/** One recap item on the map: a move's arrow, or a mark where a battle, landing or interception happened. */
function ItemMark({ item, geometry }: { item: RecapItem; geometry: HexGeometry }): ReactNode {
  const at = (hex: string) => geometry.center(hex);
  switch (item.kind) {
    case 'march':
    case 'voyage': {
      const path = item.path;
      if (path.filter((h) => h !== 'holdingBox').length < 2) return null;
      return (
        <polyline
          className={`recap-path side-${item.side}${item.kind === 'voyage' ? ' naval' : ''}`}
          points={points(geometry, path)}
          markerEnd={`url(#recap-arrow-${item.side})`}
        />
      );
    }
    case 'landing': {
      const p = at(item.hex);
      return <rect className="recap-mark landing" x={p.x - 7} y={p.y - 7} width={14} height={14} transform={`rotate(45 ${p.x} ${p.y})`} />;
    }
    case 'battle': {
      const p = at(item.hex);
      // 8.9: the steps each side lost (each hit is a step), Chile's first.
      const lost = SIDES.map((s) => item.steps[s]);
      return (
        <g>
          <polygon className="recap-mark battle" points={burst(p.x, p.y, 12, 6)} />
          {lost.some((n) => n > 0) && (
            <text className="recap-loss" x={p.x + 10} y={p.y - 10}>
              {lost.map((n) => `−${n}`).join(' / ')}
            </text>
          )}
        </g>
      );
    }
    case 'navalBattle': {
      const p = at(item.hex);
      const sunk = item.sunk.chile.length + item.sunk.allied.length;
      return (
        <g>
          <polygon className="recap-mark naval-battle" points={burst(p.x, p.y, 12, 6)} />
          {sunk > 0 && <text className="recap-loss" x={p.x + 10} y={p.y - 10}>{`⚓${sunk}`}</text>}
        </g>
      );
    }
    case 'interception': {
      const p = at(item.hex);
      return <circle className={`recap-mark interception side-${item.side}`} cx={p.x} cy={p.y} r={13} stroke={item.side === 'chile' ? 'var(--chile)' : 'var(--peru)'} />;
    }
    default:
      return null;
  }
}

/** A star of `n` points around (x, y): where a battle was fought. */
function burst(x: number, y: number, r: number, n: number): string {
  return Array.from({ length: 2 * n }, (_, i) => {
    const a = (Math.PI * i) / n;
    const d = i % 2 === 0 ? r : r / 2;
    return `${x + d * Math.sin(a)},${y - d * Math.cos(a)}`;
  }).join(' ');
}

/**
 * The recap on the map (issue 19): the opponent's moves as arrows, battles, landings and interceptions
 * marked where they happened — all at once, or up to the move the recap is showing, that one lit.
 */
export function RecapLayer({ geometry }: { geometry: HexGeometry }) {
  const items = useRecap();
  const cursor = useRecapStore((s) => s.cursor);
  if (!items || items.length === 0) return null;
  const shown = cursor === null ? items : items.slice(0, cursor + 1);
  return (
    <g className="recap-layer" data-testid="recap-layer">
      <defs>
        {SIDES.map((side) => (
          <marker key={side} id={`recap-arrow-${side}`} className={`recap-arrowhead-${side}`} viewBox="0 0 10 10" refX="7" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" />
          </marker>
        ))}
      </defs>
      {shown.map((item, i) => (
        <g key={i} className={cursor === i ? 'current' : undefined} data-recap-kind={item.kind}>
          <title>{recapText(item)}</title>
          <ItemMark item={item} geometry={geometry} />
        </g>
      ))}
    </g>
  );
}
