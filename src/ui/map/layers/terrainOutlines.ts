import type { GameMap, Terrain } from '../../../engine/map/types';
import type { HexGeometry } from '../hexGeometry';
import { oncePerMap } from '../oncePerMap';

/**
 * The outlines of every hex of each terrain, as one SVG path's data ("M…Z" a hex): a path a terrain
 * draws the same fills and hex edges as a polygon a hex, in 7 elements instead of 899 (the board is
 * mounted anew at every hot-seat hand-over: docs/benchmarks.md, "Fewer elements on the map"). Worked
 * out once a map.
 */
export const terrainOutlines = oncePerMap(function terrainOutlines(map: GameMap, geometry: HexGeometry): ReadonlyMap<Terrain, string> {
  const byTerrain = new Map<Terrain, string[]>();
  for (const id of Object.keys(map.hexes).sort()) {
    const t = map.hexes[id]!.terrain;
    const list = byTerrain.get(t) ?? [];
    list.push(`M${geometry.polygon(id).replaceAll(' ', 'L')}Z`);
    byTerrain.set(t, list);
  }
  return new Map([...byTerrain].map(([t, hexes]) => [t, hexes.join('')]));
});
