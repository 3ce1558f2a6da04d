import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SIDE_NAMES } from '../describe';
import { useGameStore } from '../store';
import { itemHex, itemHexes } from './recapItems';
import { recapText } from './recapText';
import { playerTurns, withinPlayerTurn } from './recapSpan';
import { useRecapStore } from './recapStore';
import { useRecap } from './useRecap';
import './recap.css';

/** Milliseconds a move stays on the map while the recap plays. */
const PLAY_STEP_MS = 1400;

/**
 * "Since your last turn" (or a player turn reopened from the turn track): what happened, a line a move,
 * each line a link to its hex; the moves can be played on the map one by one, stepped, or all shown.
 * It sits at the top of the side panel, where the player looks after the hand-over, and blocks nothing.
 */
export function RecapPanel() {
  const { t } = useTranslation();
  const items = useRecap();
  const span = useRecapStore((s) => s.span);
  const cursor = useRecapStore((s) => s.cursor);
  const playing = useRecapStore((s) => s.playing);
  const { close, showMove, setPlaying, show } = useRecapStore.getState();
  const select = useGameStore((s) => s.select);
  const focusMap = useGameStore((s) => s.focusMap);
  const log = useGameStore((s) => s.log);
  const game = useGameStore((s) => s.game);
  const start = useGameStore((s) => s.start);
  const actions = useGameStore((s) => s.actions);
  const now = game.step;
  const count = items?.length ?? 0;
  const list = useRef<HTMLOListElement>(null);
  const section = useRef<HTMLElement>(null);
  // Handed the device back within a player turn (after the other side answered an interception, or
  // took its hits), "since your last turn" was not what it told: it is since the player's last move.
  // Read from the game's states: a game opened from a position or a lesson has no phaseBegan line for
  // the player turn it was opened in, and read "since your last turn" in the middle of it (QA).
  const midTurn = useMemo(() => span?.kind === 'since' && withinPlayerTurn({ game, start, actions, log }, span), [span, game, start, actions, log]);
  /** Show one move and bring it into view on the map (it may be off screen); null: all of them. */
  const goTo = (index: number | null) => {
    showMove(index);
    const item = index === null ? undefined : items?.[index];
    const hexes = item ? itemHexes(item) : [];
    if (hexes.length > 0) focusMap(hexes);
  };

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      const { cursor: at } = useRecapStore.getState();
      if (at === null || at >= count - 1) return useRecapStore.setState({ playing: false });
      useRecapStore.setState({ cursor: at + 1 });
      const hexes = items?.[at + 1] ? itemHexes(items[at + 1]!) : [];
      if (hexes.length > 0) focusMap(hexes);
    }, PLAY_STEP_MS);
    return () => clearInterval(timer);
  }, [playing, count, items, focusMap]);

  // The line of the move shown stays in sight in the list, which scrolls (it went below its edge at move 9 of 10: table QA).
  useEffect(() => {
    if (cursor === null) return;
    const line = list.current?.children[cursor];
    if (line instanceof HTMLElement && typeof line.scrollIntoView === 'function') line.scrollIntoView({ block: 'nearest' });
  }, [cursor]);

  // In sight when it opens: on a tablet or a phone it comes below the prompt, out of the side panel's
  // view (at 768×1024 the bottom sheet showed only the prompt, and the player never knew the recap was
  // there: QA). 'nearest': nothing moves when it is in sight already.
  useEffect(() => {
    if (span) section.current?.scrollIntoView?.({ block: 'nearest' });
  }, [span]);
  /** Closed, the side panel goes back to its top: the turn and the prompt, what to do now. */
  const closeRecap = () => {
    section.current?.closest('.side-panel')?.scrollTo?.({ top: 0 });
    close();
  };

  if (!span || !items) return null;
  const turns = span.kind === 'turn' ? playerTurns(log, now) : [];
  const here = span.kind === 'turn' ? turns.findIndex((p) => p.kind === 'turn' && p.turn === span.turn && p.side === span.side) : -1;
  const title = span.kind === 'since' ? t(midTurn ? 'recap.titleMove' : 'recap.title') : t('recap.titleTurn', { turn: span.turn, side: SIDE_NAMES[span.side] });

  return (
    <section className="recap" data-testid="recap" aria-label={title} ref={section}>
      <header className="recap-head">
        {span.kind === 'turn' && (
          <button type="button" onClick={() => show(turns[here - 1]!)} disabled={here <= 0} aria-label={t('recap.earlier')} title={t('recap.earlier')}>‹</button>
        )}
        <h2>{title}</h2>
        {span.kind === 'turn' && (
          <button type="button" onClick={() => show(turns[here + 1]!)} disabled={here < 0 || here >= turns.length - 1} aria-label={t('recap.later')} title={t('recap.later')}>›</button>
        )}
        <button type="button" className="recap-close" onClick={closeRecap} aria-label={t('recap.close')} title={t('recap.close')}>×</button>
      </header>
      {count === 0 ? (
        <p>{t('recap.nothing')}</p>
      ) : (
        <>
          <ol className="recap-items" data-testid="recap-items" ref={list}>
            {items.map((item, i) => {
              const hex = itemHex(item);
              const text = recapText(item);
              return (
                <li key={i} className={cursor === i ? 'current' : cursor !== null && i > cursor ? 'later' : undefined} data-kind={item.kind}>
                  {hex ? (
                    <button type="button" className="log-link" onClick={() => { goTo(i); select(hex); }}>{text}</button>
                  ) : (
                    text
                  )}
                </li>
              );
            })}
          </ol>
          <div className="recap-controls">
            <button type="button" onClick={() => goTo(Math.max(0, (cursor ?? count) - 1))} aria-label={t('recap.previous')} title={t('recap.previous')}>◀</button>
            <button type="button" onClick={() => { if (!playing && cursor === null) goTo(0); setPlaying(!playing); }} aria-label={playing ? t('recap.pause') : t('recap.play')} title={playing ? t('recap.pause') : t('recap.play')}>{playing ? '❚❚' : '▶'}</button>
            <button type="button" onClick={() => goTo(cursor === null ? 0 : Math.min(count - 1, cursor + 1))} aria-label={t('recap.next')} title={t('recap.next')}>▶|</button>
            <button type="button" onClick={() => showMove(null)} disabled={cursor === null}>{t('recap.all')}</button>
            {cursor !== null && <span className="recap-where">{t('recap.where', { index: cursor + 1, total: count })}</span>}
          </div>
        </>
      )}
    </section>
  );
}
