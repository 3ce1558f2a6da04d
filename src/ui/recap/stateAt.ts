import { applyAction, type Action, type GameState } from '../../engine';
import { origin } from '../store/origin';
import type { GameRecord } from '../store/types';

/**
 * The state after each action, remembered by the action itself (an action object is applied once: the
 * store keeps it in its list, so it is forgotten with the game). Filled as the game goes on (remember)
 * and, for steps never seen (a resumed game), by replaying from the nearest one known.
 */
const after = new WeakMap<Action, GameState>();

/** Remember the state an action led to. */
export function remember(action: Action, state: GameState): void {
  after.set(action, state);
}

/** The state of a game at a step (from the state its actions start from to the state on the board). */
export function stateAt(record: Pick<GameRecord, 'game' | 'start' | 'actions'>, step: number): GameState {
  const { game, actions } = record;
  const base = game.step - actions.length;
  const count = Math.max(0, Math.min(actions.length, step - base));
  if (count === actions.length) return game;
  // The nearest state known at or before the step, then the actions from there.
  let i = count;
  while (i > 0 && !after.has(actions[i - 1]!)) i--;
  let state = i > 0 ? after.get(actions[i - 1]!)! : origin(game, record.start);
  for (; i < count; i++) {
    const r = applyAction(state, actions[i]!);
    if (!r.ok) break;
    state = r.state;
    after.set(actions[i]!, state);
  }
  return state;
}
