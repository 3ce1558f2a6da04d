import type { Nation } from '../map/types';
import type { Location } from '../pieces/location';
import type { GameState } from '../state';

/**
 * New Supply Columns (4.1: the counter mix is no limit), ids "sc-N" in order of creation. The new ones
 * are spread in, not stored one by one into a copy: stored keys put a record of twenty or more in V8's
 * dictionary mode, where every later copy takes the slow path (docs/benchmarks.md; pieces/withoutPieces.ts).
 */
export function addSupplyColumns(state: GameState, nation: Nation, location: Location, count: number): GameState {
  let next = state.nextSupplyId;
  const added = Array.from({ length: count }, () => [`sc-${next++}`, { nation, location }] as const);
  return { ...state, supply: { ...state.supply, ...Object.fromEntries(added) }, nextSupplyId: next };
}
