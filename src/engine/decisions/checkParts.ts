import { findShip, LAND_UNITS } from '../counters';
import { HOLDING_BOX, type Space } from '../land/types';
import type { GameMap } from '../map/types';
import { message, type Message } from '../message';
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

/**
 * Each of `ids` (the field `path` of a decision, "pending.2.units") is a land unit (or, with `columns`,
 * a Supply Column) of `side` in the position, each named once.
 */
export function ownPieces(state: GameState, ids: readonly string[], side: Side, path: string, columns: boolean): Message | null {
  for (const id of ids) {
    const s = pieceSide(state, id);
    if (s === null || (!columns && state.supply[id])) return columns ? message('position.pending.pieceNotInPlay', { path, id }) : message('position.record.unitNotInPlay', { path, id });
    if (s !== side) return message('position.pending.pieceWrongSide', { path, piece: id, side });
  }
  return new Set(ids).size === ids.length ? null : message('position.record.namedTwice', { path });
}

/** Each of `ids` (the field `path` of a decision) is a ship of the position, on `side` if given. */
export function ships(state: GameState, ids: readonly string[], path: string, side?: Side): Message | null {
  for (const id of ids) {
    if (!state.ships[id] || !findShip(id)) return message('position.record.shipNotInPlay', { path, id });
    if (side && shipSide(state, id) !== side) return message('position.pending.shipWrongSide', { path, ship: id, side });
  }
  return null;
}

/** Each of `ids` is in `space`, or the first that is not (the field `path` of a decision names them). */
export function allIn(state: GameState, ids: readonly string[], space: Space, path: string): Message | null {
  const away = ids.find((id) => spaceOfPiece(state, id) !== space);
  return away === undefined ? null : message('position.pending.pieceNotIn', { path, piece: away, hex: space });
}

/** The first problem found, or null. */
export const first = (...problems: (Message | null)[]): Message | null => problems.find((p) => p !== null) ?? null;
