import type { Side } from './side';
import type { GameState } from './state';

/**
 * The state as one side may see it. Hidden from both players: the dice generator's state and any
 * scripted dice (knowing them would foretell every roll, as boardgame.io hides its PRNG). The rules
 * issues add the other side's secrets here (NADC destinations, planned routes).
 */
export interface PlayerView extends Omit<GameState, 'dice'> {
  readonly viewer: Side | 'observer';
  readonly dice: { readonly thrown: number };
}

export function viewFor(state: GameState, viewer: Side | 'observer'): PlayerView {
  const { dice, ...rest } = state;
  return { ...structuredClone(rest), viewer, dice: { thrown: dice.thrown } };
}
