import { landUnit } from '../counters';
import type { Side } from '../side';
import type { GameState } from '../state';
import { columnsAt, spaceOf, unitsAt } from './spaces';
import { HOLDING_BOX, type Space } from './types';

/**
 * 8.2: may this piece start a move now? It must stand on the map (or in the Holding Box while its
 * land link is open), not have ended its movement this phase, not have been built this turn (8.2),
 * and not be a landing that must stay for its 7.6 assault.
 */
export function mayMove(state: GameState, piece: string): boolean {
  if (state.land.moved.includes(piece)) return false;
  const unit = state.units[piece];
  const loc = unit ? unit.location : state.supply[piece]?.location;
  if (!loc) return false;
  const space = spaceOf(loc);
  if (space === null) return false;
  if (space === HOLDING_BOX && !state.options.holdingBoxLandLink) return false;
  if (unit && unit.builtTurn === state.turn) return false; // 8.2: just built or rebuilt
  if (state.amphibiousAssaults.some((a) => a.units.includes(piece))) return false; // 7.6: stays until the Land Combat Phase
  return true;
}

/** A side's pieces at a space that may start a move: land units first (manifest order), then Supply Columns. */
export function movableAt(state: GameState, side: Side, space: Space): string[] {
  return [...unitsAt(state, space, side), ...columnsAt(state, space, side)].filter((p) => mayMove(state, p));
}

/** Every space where the side has a piece that may start a move. */
export function movableSpaces(state: GameState, side: Side): Space[] {
  const spaces = new Set<Space>();
  for (const [id, u] of Object.entries(state.units)) {
    const space = spaceOf(u.location);
    if (space !== null && mayMove(state, id) && sideOfUnit(id) === side) spaces.add(space);
  }
  for (const [id, c] of Object.entries(state.supply)) {
    const space = spaceOf(c.location);
    if (space !== null && mayMove(state, id) && (c.nation === 'chile') === (side === 'chile')) spaces.add(space);
  }
  return [...spaces].sort();
}

function sideOfUnit(id: string): Side {
  return landUnit(id).nation === 'chile' ? 'chile' : 'allied';
}

/** 8.2: a cavalry unit, or a stack of cavalry only, adds 1 to its movement roll (option; a Supply Column in the stack cancels it). */
export function cavalryOnly(state: GameState, pieces: readonly string[]): boolean {
  return pieces.length > 0 && pieces.every((p) => state.units[p] !== undefined && landUnit(p).kind === 'cavalry');
}
