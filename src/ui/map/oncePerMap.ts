import type { GameMap } from '../../engine/map/types';
import type { HexGeometry } from './hexGeometry';

/**
 * `work` done once for each printed map and hex geometry, and its answer kept while both live: what a
 * layer draws from the map alone is the same at every mount of the board, and in hot seat the board is
 * mounted anew at every hand-over (docs/benchmarks.md, "The board at a hand-over"). `work` must be a pure
 * function of its two arguments; its answer is shared, so it must not be changed.
 */
export function oncePerMap<T>(work: (map: GameMap, geometry: HexGeometry) => T): (map: GameMap, geometry: HexGeometry) => T {
  const byMap = new WeakMap<GameMap, WeakMap<HexGeometry, T>>();
  return (map, geometry) => {
    let byGeometry = byMap.get(map);
    if (!byGeometry) byMap.set(map, (byGeometry = new WeakMap()));
    if (!byGeometry.has(geometry)) byGeometry.set(geometry, work(map, geometry));
    return byGeometry.get(geometry)!;
  };
}
