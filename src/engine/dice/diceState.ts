import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { seedToUint32 } from './seed';

/**
 * The one source of dice. Its whole state lives in the game state (plain JSON), so the same seed and
 * the same actions give the same rolls on any machine, and a state restored mid-game rolls on
 * exactly as the original would have.
 */
export interface DiceState {
  readonly algorithm: 'xoroshiro128plus';
  /** The generator's internal state (pure-rand getState()). */
  readonly state: readonly number[];
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

export function createDice(seed: string | number): DiceState {
  const gen = xoroshiro128plus(seedToUint32(seed));
  return { algorithm: 'xoroshiro128plus', state: [...gen.getState()], thrown: 0, script: [] };
}
