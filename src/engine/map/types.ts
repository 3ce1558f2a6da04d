import type { HexId } from '../hex';

/** The nations of 1879 (2.6: Chile white on blue, Bolivia yellow on green, Peru red on white). */
export type Nation = 'chile' | 'peru' | 'bolivia';

/** The thirteen naval areas (2.2, NADC errata of 2.3). */
export const NAVAL_AREAS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII'] as const;
export type NavalArea = (typeof NAVAL_AREAS)[number];

/**
 * Terrain of a hex, from the terrain chart of 8.6 / 8.9: every land hex of the map is rough, mountain,
 * desert or salt desert (issue 21). `clear` (1 MP) is not on the chart: only the open-terrain reading
 * (rules option openTerrain, map/openTerrain.ts) has it, for the irrigated valleys and the altiplano as
 * the map was first drawn. `lake` is water a land unit can't enter; `sea` belongs to a naval area.
 */
export type Terrain = 'sea' | 'lake' | 'clear' | 'rough' | 'mountain' | 'desert' | 'saltDesert';

export interface Town {
  readonly name: string;
  /** Nation holding the town in 1879 (the 1879 borders). */
  readonly nation: Nation;
  /** 2.4: every town in a hex connected to a naval area is a port. */
  readonly port: boolean;
  /** Victory Points for Chile when captured (5.1); 0 when it is no objective. */
  readonly vp: number;
  /** A fort is printed here (3.2, 3.3, 9.0). */
  readonly fort: boolean;
}

export interface MapHex {
  readonly id: HexId;
  readonly terrain: Terrain;
  /** The naval area of a sea hex. */
  readonly seaArea?: NavalArea;
  readonly town?: Town;
}

/** A hexside, named by the two hexes it separates, the lower id first. */
export type Hexside = readonly [HexId, HexId];

export interface MapExtent {
  readonly minCol: number;
  readonly maxCol: number;
  readonly minRow: number;
  readonly maxRow: number;
}

export interface HoldingBoxLinks {
  /** 8.6: land movement to and from the Chile Holding Box passes through these hexes. */
  readonly landEntries: readonly HexId[];
  /** 2.4: the Holding Box is a port connected to this naval area. */
  readonly navalArea: NavalArea;
}

/** The whole printed map, as data (issue 3). */
export interface GameMap {
  readonly extent: MapExtent;
  readonly hexes: Readonly<Record<HexId, MapHex>>;
  readonly rivers: readonly Hexside[];
  readonly railroads: readonly Hexside[];
  readonly impassable: readonly Hexside[];
  readonly holdingBox: HoldingBoxLinks;
}
