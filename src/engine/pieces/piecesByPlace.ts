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

/** By id, as Array.prototype.sort orders strings. */
const byId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
/** Supply Columns by number ("sc-2" before "sc-10"). */
const byNumber = (a: string, b: string): number => Number(a.slice(3)) - Number(b.slice(3));

/**
 * The index of one record, remembered with it: built once by `fill` (ids pushed under their place), each
 * list sorted by `order` when given (else left in the order filled), frozen.
 */
function indexOf<R extends object>(cache: WeakMap<R, Index>, record: R, fill: (index: Map<PlaceKey, string[]>) => void, order?: (a: string, b: string) => number): Index {
  let index = cache.get(record);
  if (!index) {
    const built = new Map<PlaceKey, string[]>();
    fill(built);
    for (const list of built.values()) {
      if (order) list.sort(order);
      Object.freeze(list);
    }
    index = built;
    cache.set(record, index);
  }
  return index;
}

/** Manifest land units in each place, in manifest order (as a scan of LAND_UNITS finds them). */
const landUnitIndex = (units: GameState['units']): Index =>
  indexOf(LAND_UNITS_BY_PLACE, units, (built) => {
    for (const u of LAND_UNITS) {
      const st = units[u.id];
      if (st) push(built, placeKey(st.location), u.id);
    }
  });

/** The land units in a place (hex id or the Holding Box), both sides, in manifest order. */
export function landUnitsAtPlace(state: Pick<GameState, 'units'>, key: PlaceKey): readonly string[] {
  return landUnitIndex(state.units).get(key) ?? EMPTY;
}

/** Each land unit's place in the manifest (the order of an index list). */
const MANIFEST_ORDER: ReadonlyMap<string, number> = new Map(LAND_UNITS.map((u, i) => [u.id, i]));

/**
 * Issue 20 §4: a new units record made from `before` by moving `moved` (movePiece, movePieces), its
 * land-unit index carried over from the old one's when that was built — the moved units taken out of
 * the lists of where they were and put in those of where they are, in manifest order — instead of
 * built anew from every unit at its first lookup. The same index as a new build
 * (piecesByPlace.test.ts); nothing is done when `before` has none.
 */
export function carryLandUnitIndex(before: GameState['units'], after: GameState['units'], moved: readonly string[]): void {
  const old = LAND_UNITS_BY_PLACE.get(before);
  if (!old || LAND_UNITS_BY_PLACE.has(after)) return;
  const index = new Map(old);
  for (const id of new Set(moved)) {
    if (!MANIFEST_ORDER.has(id)) continue;
    const from = before[id] ? placeKey(before[id].location) : null;
    const to = after[id] ? placeKey(after[id].location) : null;
    if (from === to) continue;
    if (from !== null) {
      const list = (index.get(from) ?? EMPTY).filter((x) => x !== id);
      if (list.length === 0) index.delete(from);
      else index.set(from, Object.freeze(list));
    }
    if (to !== null) {
      const list = [...(index.get(to) ?? EMPTY), id].sort((a, b) => MANIFEST_ORDER.get(a)! - MANIFEST_ORDER.get(b)!);
      index.set(to, Object.freeze(list));
    }
  }
  LAND_UNITS_BY_PLACE.set(after, index);
}

/** Every record in `state.units` aboard each transport (7.1), sorted by id. */
const aboardIndex = (units: GameState['units']): Index =>
  indexOf(
    UNITS_ABOARD,
    units,
    (built) => {
      for (const id of Object.keys(units)) {
        const loc = units[id]!.location;
        if (loc.kind === 'aboard') push(built, aboardKey(loc.transport), id);
      }
    },
    byId,
  );

/** The land units aboard a transport, sorted by id. */
export function unitsAboard(state: Pick<GameState, 'units'>, transport: string): readonly string[] {
  return aboardIndex(state.units).get(aboardKey(transport)) ?? EMPTY;
}

/** Supply Columns in each place, lowest number first. */
const columnIndex = (supply: GameState['supply']): Index =>
  indexOf(COLUMNS_BY_PLACE, supply, (built) => {
    for (const id of Object.keys(supply)) push(built, placeKey(supply[id]!.location), id);
  }, byNumber);

/** The Supply Columns in a place (either side), lowest number first. */
export function columnsAtPlace(state: Pick<GameState, 'supply'>, key: PlaceKey): readonly string[] {
  return columnIndex(state.supply).get(key) ?? EMPTY;
}

/** Ships in each place, sorted by id. */
const shipIndex = (ships: GameState['ships']): Index =>
  indexOf(SHIPS_BY_PLACE, ships, (built) => {
    for (const id of Object.keys(ships)) push(built, placeKey(ships[id]!.location), id);
  }, byId);

/** The ships in a place (either side), sorted by id. */
export function shipsAtPlace(state: Pick<GameState, 'ships'>, key: PlaceKey): readonly string[] {
  return shipIndex(state.ships).get(key) ?? EMPTY;
}
