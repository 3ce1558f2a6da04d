import { FORTS, landUnit } from '../counters';
import type { HexId } from '../hex';
import { at, type Location } from '../pieces/location';
import { columnsAtPlace, hexKey, landUnitsAtPlace } from '../pieces/piecesByPlace';
import type { Side } from '../side';
import { sideOf } from '../sideOf';
import type { GameState } from '../state';
import { HOLDING_BOX, type LandOps, type Space } from './types';

export function locationOf(space: Space): Location {
  return space === HOLDING_BOX ? at.holdingBox : at.hex(space);
}

/** The space of a location, or null when it is not a place land pieces stand (aboard, dead pile, …). */
export function spaceOf(location: Location): Space | null {
  if (location.kind === 'hex') return location.hex;
  if (location.kind === 'holdingBox') return HOLDING_BOX;
  return null;
}

export function isColumn(state: GameState, piece: string): boolean {
  return state.supply[piece] !== undefined;
}

/** The side owning a land unit or Supply Column. */
export function sideOfPiece(state: GameState, piece: string): Side {
  const col = state.supply[piece];
  return sideOf(col ? col.nation : landUnit(piece).nation);
}

/** A side's land units at a space, in manifest order. */
export function unitsAt(state: GameState, space: Space, side: Side): string[] {
  // Issue 20: from the index of pieces by place, not a scan of every unit.
  const key = spaceKey(space);
  return key === null ? [] : landUnitsAtPlace(state, key).filter((id) => sideOf(landUnit(id).nation) === side);
}

/** A side's Supply Columns at a space, lowest number first. */
export function columnsAt(state: GameState, space: Space, side: Side): string[] {
  const key = spaceKey(space);
  return key === null ? [] : columnsAtPlace(state, key).filter((id) => sideOf(state.supply[id]!.nation) === side);
}

/** The index key of a space (a hex or the Holding Box); null for anything else. */
function spaceKey(space: Space): string | null {
  return space === HOLDING_BOX ? HOLDING_BOX : hexKey(space);
}

/** 7.7 / 8.3 / 8.9: a fort stands in the hex. */
export function fortStands(state: Pick<GameState, 'forts'>, hex: Space): boolean {
  return FORTS.some((f) => f.hex === hex && state.forts[f.id]?.status === 'standing');
}

export function withLand(state: GameState, patch: Partial<LandOps>): GameState {
  return { ...state, land: { ...state.land, ...patch } };
}

export function hexesOfSpace(space: Space): HexId | null {
  return space === HOLDING_BOX ? null : space;
}
