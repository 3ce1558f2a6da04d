import { carryLandUnitIndex } from './piecesByPlace';
import type { GameState } from '../state';
import type { Location } from './location';

/** Put a land unit, ship or Supply Column somewhere else (no rules checked: callers do that). */
export function movePiece(state: GameState, piece: string, to: Location): GameState {
  if (state.units[piece]) {
    const units = { ...state.units, [piece]: { ...state.units[piece], location: to } };
    carryLandUnitIndex(state.units, units, [piece]);
    return { ...state, units };
  }
  if (state.ships[piece]) return { ...state, ships: { ...state.ships, [piece]: { ...state.ships[piece], location: to } } };
  if (state.supply[piece]) return { ...state, supply: { ...state.supply, [piece]: { ...state.supply[piece], location: to } } };
  throw new RangeError(`no piece "${piece}"`);
}

/** Put several ships in one place at once (a stack sailing on, 7.2): one copy of the ships record, not one per ship. */
export function moveShips(state: GameState, ships: readonly string[], to: Location): GameState {
  const next = { ...state.ships };
  for (const id of ships) {
    const ship = next[id];
    if (!ship) throw new RangeError(`no ship "${id}"`);
    next[id] = { ...ship, location: to };
  }
  return { ...state, ships: next };
}

/**
 * Put several pieces (land units, ships, Supply Columns) in one place at once, as movePiece one after
 * another would, copying each record of the state once (a stack moving, retreating or landing).
 */
export function movePieces(state: GameState, pieces: readonly string[], to: Location): GameState {
  let units: Record<string, GameState['units'][string]> | null = null;
  let ships: Record<string, GameState['ships'][string]> | null = null;
  let supply: Record<string, GameState['supply'][string]> | null = null;
  for (const piece of pieces) {
    if (state.units[piece]) {
      units ??= { ...state.units };
      units[piece] = { ...units[piece]!, location: to };
    } else if (state.ships[piece]) {
      ships ??= { ...state.ships };
      ships[piece] = { ...ships[piece]!, location: to };
    } else if (state.supply[piece]) {
      supply ??= { ...state.supply };
      supply[piece] = { ...supply[piece]!, location: to };
    } else throw new RangeError(`no piece "${piece}"`);
  }
  if (!units && !ships && !supply) return state;
  if (units) carryLandUnitIndex(state.units, units, pieces);
  return { ...state, units: units ?? state.units, ships: ships ?? state.ships, supply: supply ?? state.supply };
}
