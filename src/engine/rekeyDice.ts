import { withNewSecret } from './dice';
import type { GameState } from './state';

/**
 * The game with a fresh dice secret from here on (issue 17): a branch taken from a replay of a live
 * game rolls dice that nothing seen in the replay foretells. Everything else is unchanged.
 */
export function rekeyDice(state: GameState, diceSecret: string): GameState {
  return { ...state, diceSecret, dice: withNewSecret(state.dice, state.seed, diceSecret) };
}
