import type { GameMap, Hexside, MapHex, Terrain } from './types';

/**
 * The open-terrain reading of the map (rules option openTerrain, issue 21): the map as issue 3 first
 * drew it, with `clear` (1 MP) irrigated valleys and altiplano, a terrain the 8.6 chart does not have,
 * and its railroads (the Pisagua line's far end in Iquique's hex: a Pisagua–Iquique link built only in
 * 1889), so that a game begun on that map replays exactly. data/openTerrain.json (scripts/map/
 * openTerrain.ts) lists the land hexes whose terrain differs from the chart's, and the railroads;
 * and the VP the calibration with 5.5 changed (Calama, Pisagua); coast, towns, rivers, impassable
 * hexsides and naval areas are the same map.
 */
export interface OpenTerrainLayer {
  readonly terrain: Readonly<Record<string, Terrain>>;
  readonly railroads: readonly Hexside[];
  /**
   * 5.1: the VP of the towns whose value the calibration with 5.5 changed (issue 21: Calama and Pisagua
   * 1 → 0), as the map was first drawn — by hex.
   */
  readonly vp: Readonly<Record<string, number>>;
}

/** The map with the open-terrain reading's terrain laid over the chart's, its railroads and its first VP. */
export function withOpenTerrain(map: GameMap, layer: OpenTerrainLayer): GameMap {
  const hexes: Record<string, MapHex> = {};
  for (const [id, hex] of Object.entries(map.hexes)) {
    const terrain = layer.terrain[id];
    const vp = layer.vp[id];
    const withTerrain = terrain === undefined ? hex : { ...hex, terrain };
    hexes[id] = vp === undefined || !withTerrain.town ? withTerrain : { ...withTerrain, town: { ...withTerrain.town, vp } };
  }
  return { ...map, hexes, railroads: layer.railroads };
}
