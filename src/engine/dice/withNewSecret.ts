import { chachaKey } from './chachaKey';
import type { DiceState } from './diceState';

/**
 * The same dice with a new secret from here on (a branch of a live game, issue 17): the count of dice
 * thrown and any scripted dice stay, the stream starts afresh under a key of the seed and the new secret,
 * so nothing seen of the old stream foretells the new one.
 */
export function withNewSecret(dice: DiceState, seed: string | number, diceSecret: string): DiceState {
  return { ...dice, algorithm: 'chacha20', state: [...chachaKey(seed, diceSecret), 0] };
}
