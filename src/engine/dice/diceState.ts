import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { chachaKey } from './chachaKey';
import { seedToUint32 } from './seed';

/**
 * The one source of dice. Its whole state lives in the game state (plain JSON), so the same seed (and
 * dice secret) and the same actions give the same rolls on any machine, and a state restored mid-game
 * rolls on exactly as the original would have.
 *
 * Two generators:
 * - `xoroshiro128plus`, from the seed alone: fully deterministic (tests, the command line, testers'
 *   seeded games). Anyone who knows the seed can foretell every die.
 * - `chacha20`, keyed by the seed and a 128-bit dice secret that no player sees (issue 17): a
 *   cryptographic stream, so a player who knows the seed and every die thrown so far still cannot
 *   foretell the next one. `viewFor` hides the key, the secret and (until the game ends) the seed.
 */
export type DiceState = XoroshiroDice | ChachaDice;

interface DiceCommon {
  /** Dice thrown so far this game. */
  readonly thrown: number;
  /**
   * Dice fixed in advance, thrown before the generator is used again: tests and lessons script exact
   * rolls with it (see scriptDice). Empty in a normal game.
   */
  readonly script: readonly number[];
  /**
   * Draws fixed in advance (8.9 combat advantage chits): indices into the list drawn from, taken before
   * the generator is used (see scriptDraws). Absent or empty in a normal game.
   */
  readonly draws?: readonly number[];
}

export interface XoroshiroDice extends DiceCommon {
  readonly algorithm: 'xoroshiro128plus';
  /** The generator's internal state (pure-rand getState()): four 32-bit words. */
  readonly state: readonly number[];
}

export interface ChachaDice extends DiceCommon {
  readonly algorithm: 'chacha20';
  /** Eight 32-bit key words (the dice secret and the seed), then the next keystream word's index. */
  readonly state: readonly number[];
}

export function createDice(seed: string | number, diceSecret?: string): DiceState {
  if (diceSecret !== undefined) {
    return { algorithm: 'chacha20', state: [...chachaKey(seed, diceSecret), 0], thrown: 0, script: [] };
  }
  const gen = xoroshiro128plus(seedToUint32(seed));
  return { algorithm: 'xoroshiro128plus', state: [...gen.getState()], thrown: 0, script: [] };
}
