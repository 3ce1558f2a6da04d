import { activeSide } from './activeSide';
import type { GameEvent } from './events';
import type { Side } from './side';
import type { GameState } from './state';

/** What chance decided, shown to both players: a die thrown (every roll is a `roll` event) or a chit drawn from the cup (8.9). */
const CHANCE: ReadonlySet<GameEvent['type']> = new Set<GameEvent['type']>(['roll', 'combatAdvantageDrawn']);

/**
 * Undo "until the last die roll or hidden-information reveal", the project's rule (docs/rules-notes.md,
 * rules note gen-undo; issue 22 called it the 9.0 undo rule, but 9.0 is Reinforcements): the last
 * action — taken by `by`, giving `events` and leaving the game in `state` — may be taken back when its
 * events hold no roll and no chit draw (a die is never thrown again), and it did not hand the device to
 * the other side: `by` is still the side to act (the game is not over and no decision of the other
 * side's is waiting), so the other player has seen nothing of it.
 */
export function undoable(state: GameState, events: readonly GameEvent[], by: Side): boolean {
  if (activeSide(state) !== by) return false;
  return !events.some((e) => CHANCE.has(e.type));
}
