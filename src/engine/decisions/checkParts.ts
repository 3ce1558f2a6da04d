import { findShip, LAND_UNITS } from '../counters';
import { HOLDING_BOX, type Space } from '../land/types';
import type { GameMap } from '../map/types';
import { shipSide } from '../naval/seaGeometry';
import type { PhaseId } from '../sequence/phases';
import type { Side } from '../side';
import { sideOf } from '../sideOf';
import type { GameState } from '../state';

/** What the entries' position checks share (each entry's `check`, position/decisions/decisionChecks.ts). */

export const LAND_MOVEMENT: readonly PhaseId[] = ['landMovement'];
export const LAND_COMBAT: readonly PhaseId[] = ['landCombat'];
export const NAVAL_MOVEMENT: readonly PhaseId[] = ['navalMovement'];

const LAND_UNIT_NATION = new Map(LAND_UNITS.map((u) => [u.id, u.nation]));

/** The side owning a land unit or Supply Column in the position, or null if it is neither. */
function pieceSide(state: GameState, id: string): Side | null {
  const column = state.supply[id];
  if (column) return sideOf(column.nation);
  const nation = state.units[id] ? LAND_UNIT_NATION.get(id) : undefined;
  return nation ? sideOf(nation) : null;
}

export const spaceOfPiece = (state: GameState, id: string): Space | null => {
  const loc = state.units[id]?.location ?? state.supply[id]?.location;
  if (loc?.kind === 'hex') return loc.hex;
  return loc?.kind === 'holdingBox' ? HOLDING_BOX : null;
};

export const onMap = (map: GameMap, space: Space) => space === HOLDING_BOX || map.hexes[space] !== undefined;

/** Each of `ids` is a land unit (or, with `columns`, a Supply Column) of `side` in the position. */
export function ownPieces(state: GameState, ids: readonly string[], side: Side, what: string, columns: boolean): string | null {
  for (const id of ids) {
    const s = pieceSide(state, id);
    if (s === null || (!columns && state.supply[id])) return `${what}: "${id}" is not a ${columns ? 'land unit or Supply Column' : 'land unit'} in play`;
    if (s !== side) return `${what}: "${id}" is not the deciding side's`;
  }
  return new Set(ids).size === ids.length ? null : `${what}: a piece is named twice`;
}

/** Each of `ids` is a ship of the position, on `side` if given. */
export function ships(state: GameState, ids: readonly string[], what: string, side?: Side): string | null {
  for (const id of ids) {
    if (!state.ships[id] || !findShip(id)) return `${what}: "${id}" is not a ship in play`;
    if (side && shipSide(state, id) !== side) return `${what}: "${id}" is not a ${side === 'chile' ? 'Chilean' : 'Peruvian'} ship`;
  }
  return null;
}

/** The first problem found, or null. */
export const first = (...problems: (string | null)[]): string | null => problems.find((p) => p !== null) ?? null;
