import { memo } from 'react';
import { PieceCounter } from '../pieces/PieceCounter';
import type { PieceView } from '../pieces/piecesByPlace';
import type { HexGeometry } from './hexGeometry';

/**
 * The stacks on the map: the top counter of each hex with up to two edges showing beneath it, and the
 * stack's count; a click goes to the map's click handler (an action aimed there, else the stack opens).
 * Memoised: it redraws when the pieces, the geometry, the handler or the language (`lang`, for the counters' labels) change.
 */
export const CounterLayer = memo(function CounterLayer({ places, geometry, onClick }: { places: Map<string, PieceView[]>; geometry: HexGeometry; onClick: (place: string) => void; lang: string }) {
  const s = geometry.size * 1.05;
  const stacks = [...places].filter(([key]) => key.startsWith('hex:'));
  return (
    <g className="counter-layer">
      {stacks.map(([key, pieces]) => {
        const hex = key.slice(4);
        const c = geometry.center(hex);
        const top = pieces[0]!;
        const edges = Math.min(pieces.length - 1, 2);
        return (
          <g key={key} className="stack" data-stack={hex} onClick={() => onClick(hex)} style={{ cursor: 'pointer' }}>
            {Array.from({ length: edges }, (_, i) => (
              <rect key={i} x={c.x - s / 2 + (edges - i) * 2.5} y={c.y - s / 2 - (edges - i) * 2.5} width={s} height={s} rx={s / 12} fill="#d8d0b8" stroke="#333" strokeWidth={0.6} />
            ))}
            <PieceCounter piece={top} size={s} x={c.x - s / 2} y={c.y - s / 2} />
            {pieces.length > 1 && (
              <g className="stack-count" pointerEvents="none">
                <circle cx={c.x + s / 2} cy={c.y - s / 2} r={s / 4.2} fill="#2b2a26" />
                <text x={c.x + s / 2} y={c.y - s / 2 + s / 11} textAnchor="middle" fontSize={s / 3.6} fill="#fff" fontFamily="sans-serif">
                  {pieces.length}
                </text>
              </g>
            )}
          </g>
        );
      })}
    </g>
  );
});
