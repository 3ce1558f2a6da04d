import type { HexId } from '../hex';
import type { Side } from '../side';
import type { GameState } from '../state';

/** 3.0 (project reading): a side whose land unit occupies or enters a hex controls it from then on. */
export function occupy(state: GameState, hex: HexId, side: Side): GameState {
  if (state.control[hex] === side) return state;
  return { ...state, control: { ...state.control, [hex]: side } };
}
