import { useMemo } from 'react';
import { useGameStore } from '../store';
import { buildRecap } from './buildRecap';
import type { RecapItem } from './recapItems';
import { useRecapStore } from './recapStore';

/** The recap on screen, told to the player at the screen (his own view only): its items, or null when closed. */
export function useRecap(): RecapItem[] | null {
  const span = useRecapStore((s) => s.span);
  const game = useGameStore((s) => s.game);
  const start = useGameStore((s) => s.start);
  const actions = useGameStore((s) => s.actions);
  const log = useGameStore((s) => s.log);
  const viewer = useGameStore((s) => s.viewer);
  return useMemo(() => (span ? buildRecap({ game, start, actions, log }, viewer, span) : null), [span, game, start, actions, log, viewer]);
}
