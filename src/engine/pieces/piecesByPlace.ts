import { LAND_UNITS } from '../counters';
import type { GameState } from '../state';
import type { Location } from './location';

/**
 * Issue 20 §4: the pieces of a state by the place they are in, so that "which units stand in this
 * hex?" reads one short list instead of scanning all ~94 units (it is asked for every hex a stack
 * might enter, every transport, every attack).
 *
 * An index is a pure function of one record of the state (`state.units`, `state.supply` or
 * `state.ships`), which the engine never mutates: every change makes a new record. It is remembered
 * in a WeakMap keyed by that record object, so it lives exactly as long as the record and is built at
 * most once per record; a lookup gives the same answer as the scan it replaces, built or remembered
 * (src/engine/pieces/piecesByPlace.test.ts compares the two over the states of played games).
 */
export type PlaceKey = string;

/** The key of a place pieces are indexed under: a hex id, the Holding Box, or aboard a transport; null elsewhere. */
export function placeKey(location: Location): PlaceKey | null {
  switch (location.kind) {
    case 'hex':
      return location.hex;
    case 'holdingBox':
      return 'holdingBox';
    case 'aboard':
      return `aboard:${location.transport}`;
    default:
      return null;
  }
}

export const aboardKey = (transport: string): PlaceKey => `aboard:${transport}`;

/** The key of a map hex: the hex id, never the key of a place off the map (the Holding Box, aboard a transport). */
export function hexKey(hex: string): PlaceKey | null {
  return hex === 'holdingBox' || hex.startsWith('aboard:') ? null : hex;
}

const EMPTY: readonly string[] = Object.freeze([]);

type Index = ReadonlyMap<PlaceKey, readonly string[]>;

const LAND_UNITS_BY_PLACE = new WeakMap<GameState['units'], Index>();
const UNITS_ABOARD = new WeakMap<GameState['units'], Index>();
const COLUMNS_BY_PLACE = new WeakMap<GameState['supply'], Index>();
const SHIPS_BY_PLACE = new WeakMap<GameState['ships'], Index>();

function push(index: Map<PlaceKey, string[]>, key: PlaceKey | null, id: string): void {
  if (key === null) return;
  const list = index.get(key);
  if (list) list.push(id);
  else index.set(key, [id]);
}

function frozen(index: Map<PlaceKey, string[]>): Index {
  for (const list of index.values()) Object.freeze(list);
  return index;
}

/** Manifest land units in each place, in manifest order (as a scan of LAND_UNITS finds them). */
function landUnitIndex(units: GameState['units']): Index {
  let index = LAND_UNITS_BY_PLACE.get(units);
  if (!index) {
    const built = new Map<PlaceKey, string[]>();
    for (const u of LAND_UNITS) {
      const st = units[u.id];
      if (st) push(built, placeKey(st.location), u.id);
    }
    index = frozen(built);
    LAND_UNITS_BY_PLACE.set(units, index);
  }
  return index;
}

/** The land units in a place (hex id or the Holding Box), both sides, in manifest order. */
export function landUnitsAtPlace(state: Pick<GameState, 'units'>, key: PlaceKey): readonly string[] {
  return landUnitIndex(state.units).get(key) ?? EMPTY;
}

/** Every record in `state.units` aboard each transport (7.1), sorted by id. */
function aboardIndex(units: GameState['units']): Index {
  let index = UNITS_ABOARD.get(units);
  if (!index) {
    const built = new Map<PlaceKey, string[]>();
    for (const id of Object.keys(units)) {
      const loc = units[id]!.location;
      if (loc.kind === 'aboard') push(built, aboardKey(loc.transport), id);
    }
    for (const list of built.values()) list.sort();
    index = frozen(built);
    UNITS_ABOARD.set(units, index);
  }
  return index;
}

/** The land units aboard a transport, sorted by id. */
export function unitsAboard(state: Pick<GameState, 'units'>, transport: string): readonly string[] {
  return aboardIndex(state.units).get(aboardKey(transport)) ?? EMPTY;
}

/** Supply Columns in each place, lowest number first ("sc-2" before "sc-10"). */
function columnIndex(supply: GameState['supply']): Index {
  let index = COLUMNS_BY_PLACE.get(supply);
  if (!index) {
    const built = new Map<PlaceKey, string[]>();
    for (const id of Object.keys(supply)) push(built, placeKey(supply[id]!.location), id);
    for (const list of built.values()) list.sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)));
    index = frozen(built);
    COLUMNS_BY_PLACE.set(supply, index);
  }
  return index;
}

/** The Supply Columns in a place (either side), lowest number first. */
export function columnsAtPlace(state: Pick<GameState, 'supply'>, key: PlaceKey): readonly string[] {
  return columnIndex(state.supply).get(key) ?? EMPTY;
}

/** Ships in each place, sorted by id. */
function shipIndex(ships: GameState['ships']): Index {
  let index = SHIPS_BY_PLACE.get(ships);
  if (!index) {
    const built = new Map<PlaceKey, string[]>();
    for (const id of Object.keys(ships)) push(built, placeKey(ships[id]!.location), id);
    for (const list of built.values()) list.sort();
    index = frozen(built);
    SHIPS_BY_PLACE.set(ships, index);
  }
  return index;
}

/** The ships in a place (either side), sorted by id. */
export function shipsAtPlace(state: Pick<GameState, 'ships'>, key: PlaceKey): readonly string[] {
  return shipIndex(state.ships).get(key) ?? EMPTY;
}
