/**
 * The "open terrain" reading (rules option openTerrain, issue 21): the terrain of the map as issue 3
 * first drew it, kept so that a game begun on that map replays exactly and so that a player may still
 * choose it. Its method: the band at the hex centre (at the town itself for a town hex), with `clear`
 * (1 MP, a terrain the 8.6 chart does not have) for the irrigated valleys — a coastal hex a mapped river
 * runs through — and for the whole altiplano and puna; a coastal hex whose centre lies on the lower
 * slope still counts as coast; salt desert where a third of all 33 samples are salar. Its railroads
 * are issue 3's too (railways.ts openTerrainStops: the Pisagua line's far end in Iquique's hex).
 * Nothing here may change: the open map must stay the issue-3 map (tests: terrain.test.ts, samples).
 */
import type { Terrain } from '../../src/engine/map/types';
import type { Band2 } from './geography';

export type OpenTerrain = Extract<Terrain, 'clear' | 'rough' | 'mountain' | 'desert'>;

/** The issue-3 terrain of each band; coast is clear where a mapped river runs through the hex. */
export function openTerrainOfBand(band: Band2, irrigated: boolean): OpenTerrain {
  switch (band) {
    case 'coast':
      return irrigated ? 'clear' : 'desert';
    case 'slope':
      return 'rough';
    case 'cordillera':
      return 'mountain';
    case 'altiplano':
      return 'clear';
    case 'eastCordillera':
      return 'mountain';
    case 'lowland':
      return 'rough';
  }
}

/** The band the open reading uses: a coastal hex whose centre lies on the lower slope is still coast. */
export function openBand(atCentreOrTown: Band2, coastal: boolean): Band2 {
  return atCentreOrTown === 'slope' && coastal ? 'coast' : atCentreOrTown;
}
