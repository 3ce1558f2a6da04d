import type { Nation } from '../map/types';
import type { Location } from '../pieces/location';
import type { GameState } from '../state';

/** New Supply Columns (4.1: the counter mix is no limit), ids "sc-N" in order of creation. */
export function addSupplyColumns(state: GameState, nation: Nation, location: Location, count: number): GameState {
  const supply = { ...state.supply };
  let next = state.nextSupplyId;
  for (let i = 0; i < count; i++) supply[`sc-${next++}`] = { nation, location };
  return { ...state, supply, nextSupplyId: next };
}
