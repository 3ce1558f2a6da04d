import type { DiceState } from './diceState';
import { nextUniform } from './nextUniform';

/** One six-sided die: the next scripted die if any, else the generator's. Pure: returns the new dice state. */
export function throwDie(dice: DiceState): { value: number; scripted: boolean; dice: DiceState } {
  const [next, ...rest] = dice.script;
  if (next !== undefined) {
    return { value: next, scripted: true, dice: { ...dice, script: rest, thrown: dice.thrown + 1 } };
  }
  const { value, state } = nextUniform(dice, 1, 6);
  return { value, scripted: false, dice: { ...dice, state, thrown: dice.thrown + 1 } };
}
