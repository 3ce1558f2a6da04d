import { PieceCounter } from '../pieces/PieceCounter';
import type { PieceView } from '../pieces/piecesByPlace';
import { useGameStore } from '../store';

const SIZE = 24;
const PER_ROW = 8;

/** A box off the map (Holding Box, recruit pool, dead pile): its counters in rows; click opens it. */
export function CounterBox({ title, placeKey, pieces, className = '' }: { title: string; placeKey: string; pieces: readonly PieceView[]; className?: string }) {
  const open = useGameStore((s) => s.showPlace);
  const rows = Math.max(1, Math.ceil(pieces.length / PER_ROW));
  const width = PER_ROW * (SIZE + 3) + 3;
  return (
    <section className={`counter-box ${className}`} aria-label={title} data-box={placeKey}>
      <button type="button" className="box-title" onClick={() => open(placeKey)}>
        {title} <span className="box-count">({pieces.length})</span>
      </button>
      <svg width={width} height={rows * (SIZE + 3) + 3} viewBox={`0 0 ${width} ${rows * (SIZE + 3) + 3}`} onClick={() => open(placeKey)}>
        {pieces.map((p, i) => (
          <PieceCounter key={p.id} piece={p} size={SIZE} x={3 + (i % PER_ROW) * (SIZE + 3)} y={3 + Math.floor(i / PER_ROW) * (SIZE + 3)} />
        ))}
      </svg>
    </section>
  );
}
