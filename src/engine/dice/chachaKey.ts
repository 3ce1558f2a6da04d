import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { isDiceSecret } from './diceSecret';
import { seedToUint32 } from './seed';

/**
 * The 256-bit ChaCha20 key of a game's dice, as eight unsigned 32-bit words: the 128-bit dice secret,
 * then 128 bits spread from the seed. The dice thus depend on both; without the secret, knowing the
 * seed leaves 2^128 keys to try.
 */
export function chachaKey(seed: string | number, diceSecret: string): number[] {
  if (!isDiceSecret(diceSecret)) throw new RangeError('a dice secret is 32 lower-case hex digits');
  const secretWords = [0, 8, 16, 24].map((i) => Number.parseInt(diceSecret.slice(i, i + 8), 16) >>> 0);
  const seedWords = xoroshiro128plus(seedToUint32(seed)).getState().map((w) => w >>> 0);
  return [...secretWords, ...seedWords];
}
