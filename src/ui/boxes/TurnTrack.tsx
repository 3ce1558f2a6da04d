import { useTranslation } from 'react-i18next';
import { GAME_TURNS, VICTORY_CHECK_TURNS } from '../../engine';
import { turnLabel } from '../describe';
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
  const { t } = useTranslation();
  const open = useGameStore((s) => s.showPlace);
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
              <svg width={4 * (SIZE + 1) + 1} height={2 * (SIZE + 1) + 1} aria-label={t('tray.waiting', { count: pieces.length })}>
                {pieces.slice(0, 8).map((p, i) => (
                  <PieceCounter key={p.id} piece={p} size={SIZE} x={1 + (i % 4) * (SIZE + 1)} y={1 + Math.floor(i / 4) * (SIZE + 1)} />
                ))}
              </svg>
              <span className="waiting">{pieces.length > 8 ? `+${pieces.length - 8}` : ''}</span>
              {vp !== undefined && <span className="vp" title={t('tray.vpAtEnd')}>{t('tray.vp', { vp })}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
