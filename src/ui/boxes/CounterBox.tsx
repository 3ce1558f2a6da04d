import { useTranslation } from 'react-i18next';
import { PieceCounter } from '../pieces/PieceCounter';
import type { PieceView } from '../pieces/piecesByPlace';
import { useGameStore } from '../store';

const SIZE = 24;
const PER_ROW = 8;

/** A small box's rows: as many counters as it holds, up to this many a row. */
const FIT_PER_ROW = 6;

/** A counter drawn in a box, and how many alike it stands for. */
export interface DrawnCounter {
  readonly piece: PieceView;
  readonly count: number;
}

/**
 * The counters a box draws: a nation's Supply Columns as one counter with their number (QA round 19a:
 * 21 columns in the Holding Box were 4 rows, and the tray took the map's height); every other piece
 * its own. A column is never picked from a box (its stack panel lists them all).
 */
export function drawnCounters(pieces: readonly PieceView[]): DrawnCounter[] {
  const out: DrawnCounter[] = [];
  const columnAt = new Map<string, number>();
  for (const piece of pieces) {
    const at = piece.kind === 'supply' ? columnAt.get(piece.nation) : undefined;
    if (at === undefined) {
      if (piece.kind === 'supply') columnAt.set(piece.nation, out.length);
      out.push({ piece, count: 1 });
    } else {
      out[at] = { piece: out[at]!.piece, count: out[at]!.count + 1 };
    }
  }
  return out;
}

/**
 * A box off the map (Holding Box, recruit pool, dead pile): its counters in rows; click opens it, or —
 * `act` — does the action aimed at it.
 * `title` is shown, `label` (the full name, when the title is short) is read out; a `fit` box is as wide
 * as its counters (none: its title alone), a box otherwise is eight counters wide.
 */
export function CounterBox({ title, label = title, placeKey, pieces, className = '', fit = false, act }: { title: string; label?: string; placeKey: string; pieces: readonly PieceView[]; className?: string; fit?: boolean; act?: () => void }) {
  const { t } = useTranslation();
  const show = useGameStore((s) => s.showPlace);
  const drawn = drawnCounters(pieces);
  // A box an action is aimed at (`act`: the Holding Box where a unit is to be placed, or a fleet may enter)
  // is lit, and a tap on it does what a tap on the map's box does.
  const open = (key: string) => (act ? act() : show(key));
  const perRow = fit ? Math.min(FIT_PER_ROW, drawn.length) : PER_ROW;
  const rows = Math.max(1, Math.ceil(drawn.length / Math.max(1, perRow)));
  const width = perRow * (SIZE + 3) + 3;
  return (
    <section className={`counter-box ${className}${act ? ' legal' : ''}`} aria-label={label} data-box={placeKey} data-legal={act ? 'true' : undefined}>
      <button type="button" className="box-title" onClick={() => open(placeKey)}>
        {title} <span className="box-count">({pieces.length})</span>
      </button>
      {perRow > 0 && (
      <svg width={width} height={rows * (SIZE + 3) + 3} viewBox={`0 0 ${width} ${rows * (SIZE + 3) + 3}`} onClick={() => open(placeKey)}>
        {drawn.map(({ piece: p, count }, i) => {
          const x = 3 + (i % perRow) * (SIZE + 3);
          const y = 3 + Math.floor(i / perRow) * (SIZE + 3);
          return (
            <g key={p.id} data-count={count > 1 ? count : undefined}>
              <PieceCounter piece={p} size={SIZE} x={x} y={y} />
              {count > 1 && (
                <text className="counter-times" x={x + SIZE - 1} y={y + SIZE - 2} textAnchor="end" aria-label={t('tray.columns', { count })}>
                  ×{count}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      )}
    </section>
  );
}
