import { areAdjacent, type HexId } from '../hex';
import { hexsideKey } from '../map/hexside';
import type { GameMap, Terrain } from '../map/types';
import type { RulesOptions } from '../rules/options';
import { HOLDING_BOX, type Space } from './types';

/**
 * 8.6 terrain chart: MP to enter a hex of each terrain; null = no land movement. `clear` is not on the
 * chart: only the open-terrain option's map has it (1 MP, the chart's floor; map/openTerrain.ts). A city
 * costs its other terrain.
 */
export const TERRAIN_MP: Readonly<Record<Terrain, number | null>> = {
  sea: null,
  lake: null,
  clear: 1,
  rough: 2,
  mountain: 4,
  desert: 3,
  saltDesert: 2,
};

/** 8.6: crossing a river hexside costs this much on top of the hex entered (3515's water is a river: map data). */
export const RIVER_HEXSIDE_MP = 2;
/** 8.6 exception: entering a hex along a connected railroad costs 1 MP whatever else is there. */
export const RAILROAD_MP = 1;
/** 8.6 note: moving to or from the Chile Holding Box (via 3130 / 3231) costs 1 MP. */
export const HOLDING_BOX_MP = 1;

/** The map's hexside lists as sets of keys ("3115-3215"), built once per map. */
interface Edges {
  readonly rivers: ReadonlySet<string>;
  readonly railroads: ReadonlySet<string>;
  readonly impassable: ReadonlySet<string>;
}
const EDGES = new WeakMap<GameMap, Edges>();

export function edgesOf(map: GameMap): Edges {
  const cached = EDGES.get(map);
  if (cached) return cached;
  const keys = (list: GameMap['rivers']) => new Set(list.map(([a, b]) => hexsideKey(a, b)));
  const edges = { rivers: keys(map.rivers), railroads: keys(map.railroads), impassable: keys(map.impassable) };
  EDGES.set(map, edges);
  return edges;
}

export function isRiverHexside(map: GameMap, a: HexId, b: HexId): boolean {
  return edgesOf(map).rivers.has(hexsideKey(a, b));
}

export function isRailroadHexside(map: GameMap, a: HexId, b: HexId): boolean {
  return edgesOf(map).railroads.has(hexsideKey(a, b));
}

export function isImpassableHexside(map: GameMap, a: HexId, b: HexId): boolean {
  return edgesOf(map).impassable.has(hexsideKey(a, b));
}

/** True when the hex is land a unit may stand in (not sea, not lake, on the map). */
export function isLandHex(map: GameMap, hex: HexId): boolean {
  const t = map.hexes[hex]?.terrain;
  return t !== undefined && TERRAIN_MP[t] !== null;
}

/**
 * 8.6: the MP a unit or stack pays to go from one space to an adjacent one, or null when it may not
 * (sea, lake, an impassable hexside, not adjacent, or the Holding Box link when it is off).
 */
export function movementCost(map: GameMap, options: Pick<RulesOptions, 'holdingBoxLandLink'>, from: Space, to: Space): number | null {
  if (from === HOLDING_BOX || to === HOLDING_BOX) {
    // 8.6 note: only via the entry hexes; rules option (6.3/6.4 notes) may close the link.
    if (!options.holdingBoxLandLink) return null;
    const hex = from === HOLDING_BOX ? to : from;
    if (hex === HOLDING_BOX || !map.holdingBox.landEntries.includes(hex)) return null;
    return HOLDING_BOX_MP;
  }
  const hex = map.hexes[to];
  if (!hex || !map.hexes[from] || !areAdjacent(from, to)) return null;
  const base = TERRAIN_MP[hex.terrain];
  if (base === null) return null;
  const edges = edgesOf(map);
  const side = hexsideKey(from, to);
  if (edges.impassable.has(side)) return null; // 8.6 impassable hexside
  if (edges.railroads.has(side)) return RAILROAD_MP; // 8.6 exception: along a connected railroad
  return base + (edges.rivers.has(side) ? RIVER_HEXSIDE_MP : 0); // 8.6 river hexside +2
}
