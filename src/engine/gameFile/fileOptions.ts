import type { RulesOptions } from '../rules/options';
import type { GameState } from '../state';

/**
 * Rules options as a game file or a saved game records them (issue 21). The openTerrain option came
 * after the first files: a file whose options lack it was played on the map as first drawn, with clear
 * terrain, so it is read with openTerrain on — while a new game defaults it off and every file written
 * now records it (makeGameFile, the saved-game record). Its states had no openTerrain member, so its
 * hashes are checked over the state without it.
 */
export function madeBeforeOpenTerrain(options: Partial<RulesOptions>): boolean {
  return options.openTerrain === undefined;
}

/** The options to replay a recorded game with: openTerrain on when the record predates the option. */
export function optionsAsRecorded(options: Partial<RulesOptions>): Partial<RulesOptions> {
  return madeBeforeOpenTerrain(options) ? { ...options, openTerrain: true } : options;
}

/** A recorded game's starting position (loaded with today's defaults), with the record's reading of openTerrain. */
export function startAsRecorded(start: GameState, options: Partial<RulesOptions>): GameState {
  return madeBeforeOpenTerrain(options) ? { ...start, options: { ...start.options, openTerrain: true } } : start;
}

/** The state as a record made before the option hashed it: without options.openTerrain. */
export function withoutOpenTerrain(state: GameState): GameState {
  const { openTerrain: _, ...options } = state.options;
  return { ...state, options: options as RulesOptions };
}
