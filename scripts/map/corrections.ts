/**
 * Every hand correction of the generated map, in one place, each with its reason (issue 3). The
 * builder applies them after the automatic steps; docs/map.md lists them too.
 */
import type { NavalArea, Terrain } from '../../src/engine/map/types';

export interface TerrainCorrection {
  readonly hex: string;
  /** The hex's terrain on the 8.6 chart (final). */
  readonly terrain: Terrain;
  /** Its terrain in the open-terrain reading (openTerrain.ts: the map of issue 3), when a land terrain. */
  readonly openTerrain?: Terrain;
  readonly reason: string;
}

export interface TownPlacement {
  readonly town: string;
  readonly hex: string;
  readonly reason: string;
}

export interface AreaCorrection {
  readonly hex: string;
  readonly area: NavalArea;
  readonly reason: string;
}

/** Applied to the sea/land/lake decision, before terrain bands (a land terrain here is final). */
export const TERRAIN_CORRECTIONS: readonly TerrainCorrection[] = [
  {
    hex: '2008',
    terrain: 'desert',
    openTerrain: 'clear',
    reason:
      'Lima is pinned to 2008 by the rules, one row south of Callao, although the two are 12 km apart east–west; ' +
      'the fit finds 2008 mostly sea (the coast south of Callao). Land: desert on the chart, as the coast ' +
      'around Lima is (the irrigated Rímac valley is a small share of a hex); clear in the open-terrain reading.',
  },
];

/** Town hexes chosen by hand instead of the fit (anchors are pinned separately, fit.ts ANCHORS). */
export const TOWN_PLACEMENTS: readonly TownPlacement[] = [
  {
    town: 'Jauja',
    hex: '2307',
    reason:
      'The fit puts Jauja on the 2207/2307 hexside (0.01 hex nearer 2207), and the Central railway\'s 1879 ' +
      'railhead at Chicla also snaps to 2207; Jauja goes to 2307 so that the railway stops short of the ' +
      'Mantaro valley, as it did (it reached La Oroya only after the war).',
  },
];

/** Sea hexes whose naval area is set by hand. */
export const AREA_CORRECTIONS: readonly AreaCorrection[] = [];
