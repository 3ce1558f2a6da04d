import type { GameState } from '../state';
import type { Location } from './location';

/** Put a land unit, ship or Supply Column somewhere else (no rules checked: callers do that). */
export function movePiece(state: GameState, piece: string, to: Location): GameState {
  if (state.units[piece]) return { ...state, units: { ...state.units, [piece]: { ...state.units[piece], location: to } } };
  if (state.ships[piece]) return { ...state, ships: { ...state.ships, [piece]: { ...state.ships[piece], location: to } } };
  if (state.supply[piece]) return { ...state, supply: { ...state.supply, [piece]: { ...state.supply[piece], location: to } } };
  throw new RangeError(`no piece "${piece}"`);
}
