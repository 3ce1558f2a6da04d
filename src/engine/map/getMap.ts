import mapData from './data/map.json';
import type { GameMap } from './types';

/**
 * The printed map as data (issue 3), generated from real geography by scripts/build-map.ts into
 * data/map.json (docs/map.md tells how). The JSON's strings are the GameMap's unions: the map tests
 * check every value against types.ts.
 */
const MAP: GameMap = mapData as unknown as GameMap;

export function getMap(): GameMap {
  return MAP;
}
