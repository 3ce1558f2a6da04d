import { useMemo } from 'react';
import { viewFor, type PlayerView } from '../../engine';
import { useGameStore } from '../store';
import { piecesByPlace } from './piecesByPlace';

/** The game as the player at the screen may see it (viewFor the store's viewer), and its counters by place. */
export function useView(): { view: PlayerView; places: ReturnType<typeof piecesByPlace> } {
  const game = useGameStore((s) => s.game);
  const viewer = useGameStore((s) => s.viewer);
  return useMemo(() => {
    const view = viewFor(game, viewer);
    return { view, places: piecesByPlace(view) };
  }, [game, viewer]);
}
