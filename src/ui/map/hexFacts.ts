import { neighbours, TERRAIN_DEFENCE, TERRAIN_MP, type GameMap, type NavalArea, type PlayerView, type Side, type Terrain, type Town, controller } from '../../engine';
import { FORTS } from '../../engine/counters';
import type { FortStatus } from '../../engine/pieces/pieceState';
import { hasHexside } from '../../engine/map/hexside';

/** What a player may read of one hex (the hex card): the printed map and what the viewer's view says. */
export interface HexFacts {
  readonly hex: string;
  readonly town: Town | undefined;
  readonly terrain: Terrain;
  /** 8.6: MP to enter; null = no land movement. */
  readonly mp: number | null;
  /** 8.9: the defender's modifier for the terrain. */
  readonly defence: number;
  /** The naval area of a sea hex (2.2). */
  readonly seaArea: NavalArea | undefined;
  /** The neighbours across a river hexside, along a railroad, across an impassable hexside (8.6, 8.9). */
  readonly rivers: readonly string[];
  readonly railroads: readonly string[];
  readonly impassable: readonly string[];
  /** A port's naval areas (2.4): those of the sea hexes next to it. */
  readonly portAreas: readonly NavalArea[];
  /** The fort printed here and its state in the view (3.2, 9.0, 7.7), if any. */
  readonly fort: { readonly id: string; readonly status: FortStatus } | null;
  /** 3.0: the side that controls the hex; null when never entered. */
  readonly control: Side | null;
  /** 8.6 note: an entry hex of the Chile Holding Box. */
  readonly holdingBoxEntry: boolean;
}

/** The hex card's facts for `hex`, from the map's tables and the viewer's view (never the full state). */
export function hexFacts(map: GameMap, view: PlayerView, hex: string): HexFacts | null {
  const h = map.hexes[hex];
  if (!h) return null;
  const around = neighbours(hex).filter((n) => map.hexes[n]);
  const on = (list: GameMap['rivers']) => around.filter((n) => hasHexside(list, hex, n)).sort();
  const portAreas = h.town?.port
    ? [...new Set(around.map((n) => map.hexes[n]?.seaArea).filter((a): a is NavalArea => a !== undefined))].sort()
    : [];
  const fortDef = FORTS.find((f) => f.hex === hex);
  const fortState = fortDef ? view.forts[fortDef.id] : undefined;
  return {
    hex,
    town: h.town,
    terrain: h.terrain,
    mp: TERRAIN_MP[h.terrain],
    defence: TERRAIN_DEFENCE[h.terrain],
    seaArea: h.seaArea,
    rivers: on(map.rivers),
    railroads: on(map.railroads),
    impassable: on(map.impassable),
    portAreas,
    fort: fortDef && fortState ? { id: fortDef.id, status: fortState.status } : null,
    control: controller(view, hex) ?? null,
    holdingBoxEntry: map.holdingBox.landEntries.includes(hex),
  };
}
