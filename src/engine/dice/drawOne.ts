import type { DiceState } from './diceState';
import { nextUniform } from './nextUniform';

/**
 * Draw one of `n` things blindly (8.9: a chit from the cup): the next scripted draw if any (see
 * scriptDraws), else the seeded generator's uniform pick. Returns the index 0 … n−1 and the new dice state.
 */
export function drawOne(dice: DiceState, n: number): { index: number; scripted: boolean; dice: DiceState } {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`can't draw from ${n} things`);
  const [next, ...rest] = dice.draws ?? [];
  if (next !== undefined) {
    if (next >= n) throw new RangeError(`scripted draw ${next} is out of range for ${n} things`);
    return { index: next, scripted: true, dice: { ...dice, draws: rest } };
  }
  const { value: index, state } = nextUniform(dice, 0, n - 1);
  return { index, scripted: false, dice: { ...dice, state } };
}

/** Queue exact draws (indices into the list drawn from) for tests and lessons. */
export function scriptDraws(dice: DiceState, indices: readonly number[]): DiceState {
  for (const i of indices) if (!Number.isInteger(i) || i < 0) throw new RangeError(`a draw is an index 0 or more, not ${i}`);
  return { ...dice, draws: [...(dice.draws ?? []), ...indices] };
}
