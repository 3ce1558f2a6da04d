import { PieceCounter } from '../pieces/PieceCounter';
import type { PieceView } from '../pieces/piecesByPlace';
import { useGameStore } from '../store';

const SIZE = 24;
const PER_ROW = 8;

/** A small box's rows: as many counters as it holds, up to this many a row. */
const FIT_PER_ROW = 6;

/**
 * A box off the map (Holding Box, recruit pool, dead pile): its counters in rows; click opens it, or —
 * `act` — does the action aimed at it.
 * `title` is shown, `label` (the full name, when the title is short) is read out; a `fit` box is as wide
 * as its counters (none: its title alone), a box otherwise is eight counters wide.
 */
export function CounterBox({ title, label = title, placeKey, pieces, className = '', fit = false, act }: { title: string; label?: string; placeKey: string; pieces: readonly PieceView[]; className?: string; fit?: boolean; act?: () => void }) {
  const show = useGameStore((s) => s.showPlace);
  // A box an action is aimed at (`act`: the Holding Box where a unit is to be placed, or a fleet may enter)
  // is lit, and a tap on it does what a tap on the map's box does.
  const open = (key: string) => (act ? act() : show(key));
  const perRow = fit ? Math.min(FIT_PER_ROW, pieces.length) : PER_ROW;
  const rows = Math.max(1, Math.ceil(pieces.length / Math.max(1, perRow)));
  const width = perRow * (SIZE + 3) + 3;
  return (
    <section className={`counter-box ${className}${act ? ' legal' : ''}`} aria-label={label} data-box={placeKey} data-legal={act ? 'true' : undefined}>
      <button type="button" className="box-title" onClick={() => open(placeKey)}>
        {title} <span className="box-count">({pieces.length})</span>
      </button>
      {perRow > 0 && (
      <svg width={width} height={rows * (SIZE + 3) + 3} viewBox={`0 0 ${width} ${rows * (SIZE + 3) + 3}`} onClick={() => open(placeKey)}>
        {pieces.map((p, i) => (
          <PieceCounter key={p.id} piece={p} size={SIZE} x={3 + (i % perRow) * (SIZE + 3)} y={3 + Math.floor(i / perRow) * (SIZE + 3)} />
        ))}
      </svg>
      )}
    </section>
  );
}
