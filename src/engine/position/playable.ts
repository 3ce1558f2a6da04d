import { activeSide } from '../activeSide';
import { checkInvariants } from '../invariants/checkInvariants';
import { legalActions } from '../legalActions';
import { message, type Message } from '../message';
import type { GameState } from '../state';

/**
 * The last checks of a position, on the state itself: the game's invariants hold (invariants/), and
 * the engine can play on — the side to act has at least one legal action unless the game is over.
 * Listing the legal actions once is cheap and runs the very code a player's next click would.
 */
export function playableProblem(state: GameState): Message | null {
  const broken = checkInvariants(state)[0];
  if (broken) return message('position.invariantBroken', { id: broken.invariant, rule: broken.rule });
  let count: number;
  try {
    count = legalActions(state).length;
  } catch {
    // A position the checks above let through but the engine can't list actions for: refused, not thrown.
    return message('position.engineFails', {});
  }
  if (count === 0 && state.result === null) return message('position.noLegalAction', { side: activeSide(state) ?? state.side });
  return null;
}
