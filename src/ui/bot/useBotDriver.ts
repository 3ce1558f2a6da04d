import { useEffect, useRef } from 'react';
import type { Action } from '../../engine';
import { lessonById } from '../../lessons';
import { canonicalJson } from '../../engine';
import { legalActionsOf, sideToAct, useGameStore, viewOf } from '../store';
import { createBotClient } from './botClient';
import { pauseAfter } from './pace';

/** A decision's progress reaches the screen only once it has taken this long… */
const PROGRESS_AFTER_MS = 200;
/** …and then at most this often. */
const PROGRESS_EVERY_MS = 150;

/**
 * Plays the bot sides: whenever a bot must act, it is asked (in a worker) from its own side's view only,
 * and its action is sent after the chosen delay when the map shows it (pace.ts), so the player watches
 * its moves one by one without waiting on its bookkeeping.
 */
export function useBotDriver(): void {
  const game = useGameStore((s) => s.game);
  const players = useGameStore((s) => s.players);
  const botDelay = useGameStore((s) => s.botDelay);
  const budget = useGameStore((s) => s.botBudget);
  const replaying = useGameStore((s) => s.replay !== null);
  const screen = useGameStore((s) => s.screen);
  // A lesson's scripted opponent waits until the learner has read the introduction (QA round 6).
  const lessonWaits = useGameStore((s) => s.lesson !== null && !s.lesson.begun);
  const setThinking = useGameStore((s) => s.setThinking);
  const client = useRef<ReturnType<typeof createBotClient> | null>(null);

  // When the current question was asked, and when its progress last reached the store.
  const asked = useRef({ at: 0, shown: 0 });

  useEffect(() => {
    client.current = createBotClient((fraction) => {
      // Issue 20: every store change is a frame of the whole page (~20 ms here). Most decisions take
      // under a millisecond, so their progress is never shown; a long one (a plan search) shows it a
      // few times a second.
      const now = performance.now();
      const thinking = useGameStore.getState().thinking;
      if (!thinking || now - asked.current.at < PROGRESS_AFTER_MS || now - asked.current.shown < PROGRESS_EVERY_MS) return;
      asked.current.shown = now;
      useGameStore.getState().setThinking({ ...thinking, progress: fraction });
    });
    return () => client.current?.stop();
  }, []);

  useEffect(() => {
    const side = sideToAct(game);
    if (screen !== 'playing' || replaying || !side) {
      if (useGameStore.getState().thinking) setThinking(null);
      return;
    }
    const bot = players[side];
    if (bot === 'human' || (bot === 'lesson' && lessonWaits)) {
      if (useGameStore.getState().thinking) setThinking(null);
      return;
    }
    let cancelled = false;
    const step = game.step;
    // The same bot thinking on: the store is left alone (a frame saved per action, issue 20).
    const thinking = useGameStore.getState().thinking;
    if (!thinking || thinking.side !== side || thinking.bot !== bot) setThinking({ side, bot, progress: 0 });
    const started = performance.now();
    asked.current = { at: started, shown: 0 };
    const legal = legalActionsOf(game);
    // A lesson's scripted opponent plays its next intended move; off the script, the heuristic bot.
    const scripted = bot === 'lesson' ? nextScripted(legal) : null;
    const ask = scripted
      ? Promise.resolve(scripted)
      : client.current!.ask({ bot: bot === 'lesson' ? 'heuristic' : bot, view: viewOf(game, side), legal, seed: `${String(game.seed)}:${side}:${step}`, budget });
    ask
      .then((action) => {
        // Issue 20: only what the map shows waits for the eye (pace.ts).
        const wait = Math.max(0, pauseAfter(action, botDelay) - (performance.now() - started));
        setTimeout(() => {
          if (cancelled || useGameStore.getState().game.step !== step) return;
          // "Thinking" stays up while the same bot acts next; the effect clears it for a person or the game's end.
          useGameStore.getState().dispatch(action, 'bot');
        }, wait);
      })
      .catch((e: unknown) => {
        if (!cancelled) useGameStore.getState().say(String(e));
      });
    return () => {
      cancelled = true;
    };
  }, [game, players, botDelay, budget, replaying, screen, setThinking, lessonWaits]);
}

/** The lesson's next intended action that is legal now, from its cursor on (null when off the script). */
function nextScripted(legal: readonly Action[]): Action | null {
  const state = useGameStore.getState();
  const lesson = state.lesson ? lessonById(state.lesson.id) : undefined;
  if (!lesson || !state.lesson) return null;
  const keys = new Set(legal.map((a) => canonicalJson(a)));
  return lesson.intended.slice(state.lesson.cursor).find((a) => keys.has(canonicalJson(a))) ?? null;
}
