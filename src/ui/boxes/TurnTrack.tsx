import { useTranslation } from 'react-i18next';
import { GAME_TURNS, VICTORY_CHECK_TURNS } from '../../engine';
import { turnLabel } from '../describe';
import { PieceCounter } from '../pieces/PieceCounter';
import type { PieceView } from '../pieces/piecesByPlace';
import { useGameStore } from '../store';
import { playerTurns } from '../recap/recapSpan';
import { useRecapStore } from '../recap/recapStore';

const SIZE = 16;
const SVG_W = 4 * (SIZE + 1) + 1;
const SVG_H = 2 * (SIZE + 1) + 1;

/**
 * The turn track: twelve boxes (two months each), the current turn marked, the victory-check turns
 * (5.2–5.4) flagged, and the counters waiting in each box (reinforcements by R-number, units waiting
 * for a city, ships under repair), Chile's VP recorded under each past turn.
 */
export function TurnTrack({ places, turn, vpRecord }: { places: Map<string, PieceView[]>; turn: number; vpRecord: readonly { turn: number; chileVp: number }[] }) {
  const { t } = useTranslation();
  const open = useGameStore((s) => s.showPlace);
  // Issue 19: any player turn played so far can be recapped again (its first player turn; the recap steps on to the next).
  const reopen = (turnNo: number) => {
    const { log, game } = useGameStore.getState();
    const first = playerTurns(log, game.step).find((p) => p.kind === 'turn' && p.turn === turnNo);
    if (first) useRecapStore.getState().show(first);
  };
  return (
    <section className="turn-track" aria-label={t('tray.turnTrack')}>
      <ol>
        {Array.from({ length: GAME_TURNS }, (_, i) => i + 1).map((turnNo) => {
          const pieces = places.get(`turnTrack:${turnNo}`) ?? [];
          const vp = vpRecord.find((r) => r.turn === turnNo)?.chileVp;
          return (
            <li key={turnNo} className={`turn-box${turnNo === turn ? ' current' : ''}${VICTORY_CHECK_TURNS.includes(turnNo) ? ' check' : ''}`} data-turn={turnNo} aria-current={turnNo === turn ? 'step' : undefined}>
              <button type="button" onClick={() => open(`turnTrack:${turnNo}`)} title={turnLabel(turnNo)}>
                <strong>{turnNo}</strong>
                {VICTORY_CHECK_TURNS.includes(turnNo) && <span className="check-mark" title={t('tray.victoryCheck')}>★</span>}
              </button>
              {/* Scaled to the box (viewBox): a narrow box (a tablet) shrinks its counters rather than spill them over the next turn's. */}
              <svg className="turn-box-counters" viewBox={`0 0 ${SVG_W} ${SVG_H}`} width={SVG_W} height={SVG_H} aria-label={t('tray.waiting', { count: pieces.length })}>
                {pieces.slice(0, 8).map((p, i) => (
                  <PieceCounter key={p.id} piece={p} size={SIZE} x={1 + (i % 4) * (SIZE + 1)} y={1 + Math.floor(i / 4) * (SIZE + 1)} />
                ))}
              </svg>
              <span className="waiting">{pieces.length > 8 ? `+${pieces.length - 8}` : ''}</span>
              {vp !== undefined && <span className="vp" title={t('tray.vpAtEnd')}>{t('tray.vp', { vp })}</span>}
              {turnNo <= turn && (
                <button type="button" className="turn-recap" data-testid={`recap-turn-${turnNo}`} onClick={() => reopen(turnNo)} title={t('recap.reopen', { turn: turnNo })} aria-label={t('recap.reopen', { turn: turnNo })}>
                  ↺
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
