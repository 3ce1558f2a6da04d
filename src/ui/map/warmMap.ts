import type { GameMap } from '../../engine';
import { areaShapes } from '../naval/areaShapes';
import type { HexGeometry } from './hexGeometry';
import { holdingBoxFrame } from './holdingBoxFrame';
import { navalAreaMarks } from './layers/NavalAreaLayer';
import { terrainOutlines } from './layers/terrainOutlines';
import { mapHexIds } from './mapHexIds';
import { townLabels } from './townLabels';

/**
 * Works out, ahead of the board, what its layers draw from the printed map alone (each kept once a map:
 * oncePerMap), so that the first board mounted finds it done: every hex's outline, the terrain's paths,
 * the naval areas' boundaries, numerals and shapes, the Holding Box's frame and the town labels. The
 * same answers a mount would work out; nothing of a game is in them.
 */
export function warmMap(map: GameMap, geometry: HexGeometry): void {
  for (const id of mapHexIds(map.extent)) geometry.polygon(id);
  terrainOutlines(map, geometry);
  navalAreaMarks(map, geometry);
  areaShapes(map, geometry);
  holdingBoxFrame(map, geometry);
  townLabels(map, geometry);
}
