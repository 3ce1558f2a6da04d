import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { DiceState } from './diceState';

/** One six-sided die: the next scripted die if any, else the generator's. Pure: returns the new dice state. */
export function throwDie(dice: DiceState): { value: number; scripted: boolean; dice: DiceState } {
  const [next, ...rest] = dice.script;
  if (next !== undefined) {
    return { value: next, scripted: true, dice: { ...dice, script: rest, thrown: dice.thrown + 1 } };
  }
  const gen = xoroshiro128plusFromState(dice.state);
  const value = uniformInt(gen, 1, 6);
  return { value, scripted: false, dice: { ...dice, state: [...gen.getState()], thrown: dice.thrown + 1 } };
}
