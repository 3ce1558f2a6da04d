import { MAP_EXTENT } from './extent';
import type { GameMap } from './types';

// Interim until scripts/build-map.ts generates the map data (issue 3): the grid's extent only.
const MAP: GameMap = {
  extent: MAP_EXTENT,
  hexes: {},
  rivers: [],
  railroads: [],
  impassable: [],
  holdingBox: { landEntries: ['3130', '3231'], navalArea: 'I' },
};

export function getMap(): GameMap {
  return MAP;
}
