import type { PlayerView } from '../../engine';
import { useGameStore, viewOf } from '../store';
import { piecesByPlace } from './piecesByPlace';

export interface SeenGame {
  readonly view: PlayerView;
  readonly places: ReturnType<typeof piecesByPlace>;
}

const seen = new WeakMap<PlayerView, SeenGame>();

/** A view and its counters by place, once per view (so once per game state and viewer). */
export function seenGame(view: PlayerView): SeenGame {
  let s = seen.get(view);
  if (!s) {
    s = { view, places: piecesByPlace(view) };
    seen.set(view, s);
  }
  return s;
}

/**
 * The game as the player at the screen may see it (viewFor the store's viewer, computed once per state
 * and viewer for every component that asks), and its counters by place.
 */
export function useView(): SeenGame {
  return useGameStore((s) => seenGame(viewOf(s.game, s.viewer)));
}
