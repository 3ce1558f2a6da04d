import { controller } from '../control/controller';
import { ship as shipDef } from '../counters';
import { neighbours, parseHexId, type HexId } from '../hex';
import { adjoiningAreas } from '../map/isCoastal';
import { seaGraph } from './seaGraph';
import type { GameMap, NavalArea } from '../map/types';
import type { Location } from '../pieces/location';
import { aboardKey, columnsAtPlace, hexKey, shipsAtPlace, unitsAboard } from '../pieces/piecesByPlace';
import type { Side } from '../side';
import { sideOf } from '../sideOf';
import type { GameState } from '../state';

export const isSea = (map: GameMap, hex: HexId): boolean => map.hexes[hex]?.terrain === 'sea';

/** A land hex touching the sea (2.4): ships may end their movement there (ports, blockades, landings, raids). */
export function isCoastalLand(map: GameMap, hex: HexId): boolean {
  const h = map.hexes[hex];
  if (!h || h.terrain === 'sea' || h.terrain === 'lake') return false;
  return neighbours(hex).some((n) => isSea(map, n));
}

/** The naval areas a hex belongs to: its own for a sea hex, those it adjoins for a coastal hex (2.4, 7.3). */
export function hexAreas(map: GameMap, hex: HexId): NavalArea[] {
  return [...seaAreasOf(map, hex)];
}

/** hexAreas without the copy: the sea graph's own frozen list for a hex of the map. */
export function seaAreasOf(map: GameMap, hex: HexId): readonly NavalArea[] {
  const g = seaGraph(map);
  const i = g.index[hex];
  if (i !== undefined) return g.areas[i]!;
  const h = map.hexes[hex];
  if (!h) return [];
  if (h.terrain === 'sea') return h.seaArea ? [h.seaArea] : [];
  return adjoiningAreas(map, hex);
}

/** The Holding Box's sea hexes, worked out once per map (constant data). */
const BOX_HEXES = new WeakMap<GameMap, readonly HexId[]>();

/**
 * 2.4: the Chile Holding Box is a port connected to naval area I. Ships leave it into, and (7.2) may
 * enter it from, the area I sea hexes on the map's southern edge (project reading, rules-notes-naval).
 */
export function holdingBoxHexes(map: GameMap): HexId[] {
  let hexes = BOX_HEXES.get(map);
  if (!hexes) {
    hexes = Object.freeze(
      Object.values(map.hexes)
        .filter((h) => h.terrain === 'sea' && h.seaArea === map.holdingBox.navalArea && parseHexId(h.id).row === map.extent.maxRow)
        .map((h) => h.id)
        .sort(),
    );
    BOX_HEXES.set(map, hexes);
  }
  return [...hexes];
}

/** 2.4 / 3.0: a port town the side holds (it controls the hex; never entered: its 1879 nation's side). */
export function isFriendlyPort(state: GameState, map: GameMap, hex: HexId, side: Side): boolean {
  const town = map.hexes[hex]?.town;
  if (!town?.port) return false;
  return (controller(state, hex) ?? sideOf(town.nation)) === side;
}

/** A ship's side: its navy's, unless captured (10.1). */
export function shipSide(state: GameState, ship: string): Side {
  return state.naval.captured[ship] ?? sideOf(shipDef(ship).nation);
}

export const isWarship = (ship: string): boolean => shipDef(ship).type === 'warship';

/** A ship still afloat on the map or in the Holding Box. */
export function afloat(state: GameState, ship: string): boolean {
  const k = state.ships[ship]?.location.kind;
  return k === 'hex' || k === 'holdingBox';
}

/** Ships of a side in a map hex. */
export function shipsIn(state: GameState, hex: HexId, side: Side): string[] {
  const key = hexKey(hex);
  return key === null ? [] : shipsAtPlace(state, key).filter((id) => shipSide(state, id) === side);
}

/** In port: in the Holding Box or in a friendly port hex (7.8 provisions, 7.1 embarkation). */
export function inFriendlyPort(state: GameState, map: GameMap, location: Location, side: Side): boolean {
  if (location.kind === 'holdingBox') return side === 'chile';
  return location.kind === 'hex' && isFriendlyPort(state, map, location.hex, side);
}

/** 7.6: enemy warships in a port hex of `side` blockade it (the Holding Box never is). */
export function blockaders(state: GameState, map: GameMap, hex: HexId, side: Side): string[] {
  if (!isFriendlyPort(state, map, hex, side)) return [];
  const enemy = side === 'chile' ? 'allied' : 'chile';
  return shipsIn(state, hex, enemy).filter(isWarship);
}

/** Pieces (land units, Supply Columns) aboard a transport. */
export function cargoOf(state: GameState, transport: string): string[] {
  const units = unitsAboard(state, transport);
  const columns = columnsAtPlace(state, aboardKey(transport));
  return columns.length === 0 ? [...units] : [...units, ...columns].sort();
}

/** 7.9 / 7.6: the ship fought (or landed troops) this game turn and must stay in its hex. */
export function isStopped(state: GameState, ship: string): boolean {
  return state.naval.stoppedTurn[ship] === state.turn;
}
