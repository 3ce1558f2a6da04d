import { activeSide } from '../activeSide';
import { checkInvariants } from '../invariants/checkInvariants';
import { legalActions } from '../legalActions';
import type { GameState } from '../state';

/**
 * The last checks of a position, on the state itself: the game's invariants hold (invariants/), and
 * the engine can play on — the side to act has at least one legal action unless the game is over.
 * Listing the legal actions once is cheap and runs the very code a player's next click would.
 */
export function playableProblem(state: GameState): string | null {
  const broken = checkInvariants(state)[0];
  if (broken) return `${broken.message}${broken.rule ? ` (${broken.rule})` : ''}`;
  let count: number;
  try {
    count = legalActions(state).length;
  } catch (e) {
    // A position the checks above let through but the engine can't list actions for: refused, not thrown.
    return `the engine can't play on from it (${e instanceof Error ? e.message : String(e)})`;
  }
  if (count === 0 && state.result === null) return `${activeSide(state) === 'chile' ? 'Chile' : 'the Allies'} must act but would have no legal action`;
  return null;
}
