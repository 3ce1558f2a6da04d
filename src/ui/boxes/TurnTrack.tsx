import { memo } from 'react';
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
 * for a city, ships under repair), Chile's VP recorded under each past turn. Memoised: its props are the
 * same objects for as long as the game state is, so a hex picked on the map does not draw it again.
 */
export const TurnTrack = memo(function TurnTrack({ places, turn, vpRecord }: { places: Map<string, PieceView[]>; turn: number; vpRecord: readonly { turn: number; chileVp: number }[] }) {
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
          const check = VICTORY_CHECK_TURNS.includes(turnNo);
          const number = (
            <>
              <strong>{turnNo}</strong>
              {check && <span className="check-mark" title={t('tray.victoryCheck')}>★</span>}
            </>
          );
          // Scaled to the box (viewBox): a narrow box (a tablet) shrinks its counters rather than spill them over the next turn's.
          // Inside the button, hidden from a screen reader: the button is named in words, not by its counters' ("+2R2III20Atacama…": QA round 8).
          const drawn = (inButton: boolean) => (
            <svg className="turn-box-counters" viewBox={`0 0 ${SVG_W} ${SVG_H}`} width={SVG_W} height={SVG_H} aria-hidden={inButton || undefined} aria-label={inButton ? undefined : t('tray.waiting', { count: pieces.length })}>
              {pieces.slice(0, 8).map((p, i) => (
                <PieceCounter key={p.id} piece={p} size={SIZE} x={1 + (i % 4) * (SIZE + 1)} y={1 + Math.floor(i / 4) * (SIZE + 1)} />
              ))}
            </svg>
          );
          const named = `${turnLabel(turnNo)}: ${t('tray.waiting', { count: pieces.length })}`;
          return (
            <li key={turnNo} className={`turn-box${turnNo === turn ? ' current' : ''}${check ? ' check' : ''}`} data-turn={turnNo} aria-current={turnNo === turn ? 'step' : undefined}>
              {/* One button a row, each the box's whole width: on a tablet the turn's number and its recap
                  were two 44 px buttons side by side in a box 55 px wide, one over the other (table QA). */}
              {turnNo <= turn ? (
                <button type="button" className="turn-recap" data-testid={`recap-turn-${turnNo}`} onClick={() => reopen(turnNo)} title={t('recap.reopen', { turn: turnNo })} aria-label={t('recap.reopen', { turn: turnNo })}>
                  {number}
                  <span className="turn-recap-mark" aria-hidden="true">↺</span>
                </button>
              ) : (
                <span className="turn-no" title={turnLabel(turnNo)}>{number}</span>
              )}
              {pieces.length > 0 ? (
                <button type="button" className="turn-pieces" onClick={() => open(`turnTrack:${turnNo}`)} title={named}>
                  <span className="turn-sr-only">{named}</span>
                  {drawn(true)}
                </button>
              ) : (
                drawn(false)
              )}
              <span className="waiting">{pieces.length > 8 ? `+${pieces.length - 8}` : ''}</span>
              {vp !== undefined && <span className="vp" title={t('tray.vpAtEnd')}>{t('tray.vp', { vp })}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
});
