import type { DiceState } from './diceState';

/** Queue exact dice to be thrown next (tests, the rules' worked examples, lessons). */
export function scriptDice(dice: DiceState, values: readonly number[]): DiceState {
  for (const v of values) {
    if (!Number.isInteger(v) || v < 1 || v > 6) throw new RangeError(`a die shows 1 to 6, not ${v}`);
  }
  return { ...dice, script: [...dice.script, ...values] };
}
