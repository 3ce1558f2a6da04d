import { chachaKey } from '../dice/chachaKey';
import type { DiceState } from '../dice';

/**
 * The dice against the seed and the dice secret (dice/diceState.ts): ChaCha20 dice are keyed by the
 * seed and the secret, so a position with one must have the other, and the key must be theirs.
 */
export function diceProblem(dice: DiceState, seed: string | number, diceSecret: string | undefined): string | null {
  if (dice.algorithm === 'xoroshiro128plus') return diceSecret === undefined ? null : 'dice: a game with a dice secret rolls chacha20 dice';
  if (diceSecret === undefined) return 'dice: chacha20 dice need the diceSecret they are keyed with';
  const key = chachaKey(seed, diceSecret);
  return key.every((w, i) => dice.state[i] === w) ? null : 'dice: the chacha20 key is not the one of this seed and dice secret';
}
