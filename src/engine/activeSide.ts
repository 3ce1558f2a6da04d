import { topPending } from './pending';
import type { Side } from './side';
import type { GameState } from './state';

/** The side that must act now: the deciding side of the newest pending decision, else the phasing player; null once the game is over. */
export function activeSide(state: GameState): Side | null {
  if (state.result) return null;
  return topPending(state.pending)?.side ?? state.side;
}
