import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { chachaWord } from './chachaWord';
import type { DiceState } from './diceState';

const TWO_32 = 0x1_0000_0000;

/**
 * A uniform integer from `min` to `max` (inclusive) from the dice's generator, and the generator state
 * after it. ChaCha20 words are read by rejection (a word at or above the largest multiple of the range
 * is thrown away and the next one read), so every face is exactly as likely as every other.
 */
export function nextUniform(dice: DiceState, min: number, max: number): { value: number; state: readonly number[] } {
  if (dice.algorithm === 'xoroshiro128plus') {
    const gen = xoroshiro128plusFromState(dice.state);
    const value = uniformInt(gen, min, max);
    return { value, state: [...gen.getState()] };
  }
  const key = dice.state.slice(0, 8);
  const range = max - min + 1;
  const limit = Math.floor(TWO_32 / range) * range;
  let index = dice.state[8]!;
  for (;;) {
    const word = chachaWord(key, index);
    index++;
    if (word < limit) return { value: min + (word % range), state: [...key, index] };
  }
}
