import { useEffect, useRef } from 'react';
import { activeSide, legalActions, viewFor } from '../../engine';
import { useGameStore } from '../store';
import { createBotClient } from './botClient';

/**
 * Plays the bot sides: whenever a bot must act, it is asked (in a worker) from its own side's view only,
 * and its action is sent after the chosen delay, so the player watches its moves one by one.
 */
export function useBotDriver(): void {
  const game = useGameStore((s) => s.game);
  const players = useGameStore((s) => s.players);
  const botDelay = useGameStore((s) => s.botDelay);
  const budget = useGameStore((s) => s.botBudget);
  const replaying = useGameStore((s) => s.replay !== null);
  const screen = useGameStore((s) => s.screen);
  const setThinking = useGameStore((s) => s.setThinking);
  const client = useRef<ReturnType<typeof createBotClient> | null>(null);

  useEffect(() => {
    client.current = createBotClient((fraction) => useGameStore.getState().setThinking({ ...useGameStore.getState().thinking!, progress: fraction }));
    return () => client.current?.stop();
  }, []);

  useEffect(() => {
    const side = activeSide(game);
    if (screen !== 'playing' || replaying || !side) return;
    const bot = players[side];
    if (bot === 'human') return;
    let cancelled = false;
    const step = game.step;
    setThinking({ side, bot, progress: 0 });
    const started = performance.now();
    client.current!
      .ask({ bot, view: viewFor(game, side), legal: legalActions(game), seed: `${String(game.seed)}:${side}:${step}`, budget })
      .then((action) => {
        const wait = Math.max(0, botDelay - (performance.now() - started));
        setTimeout(() => {
          if (cancelled || useGameStore.getState().game.step !== step) return;
          useGameStore.getState().setThinking(null);
          useGameStore.getState().dispatch(action);
        }, wait);
      })
      .catch((e: unknown) => {
        if (!cancelled) useGameStore.getState().say(String(e));
      });
    return () => {
      cancelled = true;
    };
  }, [game, players, botDelay, budget, replaying, screen, setThinking]);
}
