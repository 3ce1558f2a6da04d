import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { mayAct } from '../play/seat';
import { useGameStore, useLegalActions } from '../store';
import { itemHex, itemHexes } from './recapItems';
import { recapText } from './recapText';
import { playerTurns } from './recapSpan';
import { useRecapStore } from './recapStore';
import { useRecap } from './useRecap';
import { useRecapTitle } from './useRecapTitle';
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
  const lookAt = useGameStore((s) => s.lookAt);
  const focusMap = useGameStore((s) => s.focusMap);
  const log = useGameStore((s) => s.log);
  const game = useGameStore((s) => s.game);
  const now = game.step;
  const count = items?.length ?? 0;
  const list = useRef<HTMLOListElement>(null);
  const section = useRef<HTMLElement>(null);
  const title = useRecapTitle();
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

  // In sight when it opens only if the player asked for it (a player turn reopened from the turn track)
  // or has nothing to decide: brought into view by itself as the device was handed over or a bot had
  // moved, it pushed the question above the fold — the interception and its odds, the Administrative
  // Phase's NADC orders (QA round 7). The prompt says it is there, below (RecapPointer).
  // 'nearest': nothing moves when it is in sight already.
  const legal = useLegalActions();
  const decide = useGameStore(mayAct) && !game.result && !(game.pending.length === 0 && legal.length === 1 && legal[0]!.type === 'endPhase');
  const deciding = useRef(decide);
  deciding.current = decide;
  useEffect(() => {
    if (span && (span.kind === 'turn' || !deciding.current)) section.current?.scrollIntoView?.({ block: 'nearest' });
  }, [span]);
  /** Closed, the side panel goes back to its top: the turn and the prompt, what to do now. */
  const closeRecap = () => {
    section.current?.closest('.side-panel')?.scrollTo?.({ top: 0 });
    close();
  };

  if (!span || !items || title === null) return null;
  const turns = span.kind === 'turn' ? playerTurns(log, now) : [];
  const here = span.kind === 'turn' ? turns.findIndex((p) => p.kind === 'turn' && p.turn === span.turn && p.side === span.side) : -1;

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
      {/* Told as things stood when the player took over: once he has acted, a battle "still being fought"
          or "Chile still holds 5 VP" may be over or changed (table QA round 15). */}
      {span.kind === 'since' && now > span.to && <p className="recap-asof" data-testid="recap-asof">{t('recap.asOf')}</p>}
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
                    <button type="button" className="log-link" onClick={() => { goTo(i); lookAt(hex); }}>{text}</button>
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
