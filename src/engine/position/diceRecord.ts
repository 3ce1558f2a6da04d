import { chachaKey } from '../dice/chachaKey';
import type { DiceState } from '../dice';
import { message, type Message } from '../message';

/**
 * The dice against the seed and the dice secret (dice/diceState.ts): ChaCha20 dice are keyed by the
 * seed and the secret, so a position with one must have the other, and the key must be theirs.
 */
export function diceProblem(dice: DiceState, seed: string | number, diceSecret: string | undefined): Message | null {
  if (dice.algorithm === 'xoroshiro128plus') return diceSecret === undefined ? null : message('position.dice.secretNeedsChacha', {});
  if (diceSecret === undefined) return message('position.dice.chachaNeedsSecret', {});
  const key = chachaKey(seed, diceSecret);
  return key.every((w, i) => dice.state[i] === w) ? null : message('position.dice.keyMismatch', {});
}
