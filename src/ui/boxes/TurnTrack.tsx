import { GAME_TURNS, TURN_DATES, VICTORY_CHECK_TURNS } from '../../engine';
import { PieceCounter } from '../pieces/PieceCounter';
import type { PieceView } from '../pieces/piecesByPlace';
import { useGameStore } from '../store';

const SIZE = 16;

/**
 * The turn track: twelve boxes (two months each), the current turn marked, the victory-check turns
 * (5.2–5.4) flagged, and the counters waiting in each box (reinforcements by R-number, units waiting
 * for a city, ships under repair), Chile's VP recorded under each past turn.
 */
export function TurnTrack({ places, turn, vpRecord }: { places: Map<string, PieceView[]>; turn: number; vpRecord: readonly { turn: number; chileVp: number }[] }) {
  const open = useGameStore((s) => s.showPlace);
  return (
    <section className="turn-track" aria-label="Turn track">
      <ol>
        {Array.from({ length: GAME_TURNS }, (_, i) => i + 1).map((t) => {
          const pieces = places.get(`turnTrack:${t}`) ?? [];
          const vp = vpRecord.find((r) => r.turn === t)?.chileVp;
          return (
            <li key={t} className={`turn-box${t === turn ? ' current' : ''}${VICTORY_CHECK_TURNS.includes(t) ? ' check' : ''}`} data-turn={t} aria-current={t === turn ? 'step' : undefined}>
              <button type="button" onClick={() => open(`turnTrack:${t}`)} title={TURN_DATES[t - 1]}>
                <strong>{t}</strong>
                {VICTORY_CHECK_TURNS.includes(t) && <span className="check-mark" title="Victory check">★</span>}
              </button>
              <svg width={4 * (SIZE + 1) + 1} height={2 * (SIZE + 1) + 1} aria-label={`${pieces.length} counters waiting`}>
                {pieces.slice(0, 8).map((p, i) => (
                  <PieceCounter key={p.id} piece={p} size={SIZE} x={1 + (i % 4) * (SIZE + 1)} y={1 + Math.floor(i / 4) * (SIZE + 1)} />
                ))}
              </svg>
              <span className="waiting">{pieces.length > 8 ? `+${pieces.length - 8}` : ''}</span>
              {vp !== undefined && <span className="vp" title="Chile's VP at the end of the turn">{vp} VP</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
