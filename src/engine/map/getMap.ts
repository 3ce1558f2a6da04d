import mapData from './data/map.json';
import openTerrainData from './data/openTerrain.json';
import { withOpenTerrain, type OpenTerrainLayer } from './openTerrain';
import type { GameMap } from './types';

/**
 * The printed map as data (issue 3), generated from real geography by scripts/build-map.ts into
 * data/map.json (docs/map.md tells how). The JSON's strings are the GameMap's unions: the map tests
 * check every value against types.ts.
 */
const MAP: GameMap = mapData as unknown as GameMap;
/** The same map in the open-terrain reading (issue 21), built once. */
const OPEN_TERRAIN_MAP: GameMap = withOpenTerrain(MAP, openTerrainData as unknown as OpenTerrainLayer);

/**
 * The map a game is played on: the 8.6 chart's terrain, or with the rules option openTerrain the
 * open-terrain reading (rules/options.ts). Without options: the chart's.
 */
export function getMap(options?: { readonly openTerrain?: boolean }): GameMap {
  return options?.openTerrain === true ? OPEN_TERRAIN_MAP : MAP;
}
