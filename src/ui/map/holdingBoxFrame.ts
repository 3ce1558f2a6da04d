import type { GameMap } from '../../engine';
import type { HexGeometry, Point } from './hexGeometry';
import { oncePerMap } from './oncePerMap';

/** Where the Chile Holding Box is drawn: its frame below the southern edge, its land entries and the sea hex of its link. */
export interface HoldingBoxFrame {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** The entry hexes (8.6: 3130, 3231) and their centres. */
  readonly entries: readonly { readonly id: string; readonly c: Point }[];
  /** The centre of the naval area's hex on the southern edge nearest the box (2.4), if any. */
  readonly sea: Point | undefined;
}

/**
 * The frame of the Chile Holding Box (2.4, 7.6, 8.6), off the southern edge below its entry hexes: the
 * printed box (HoldingBoxLayer), its click target and the default view (fitBounds) all read it here,
 * worked out once a map.
 */
export const holdingBoxFrame = oncePerMap(function holdingBoxFrame(map: GameMap, geometry: HexGeometry): HoldingBoxFrame {
  const s = geometry.size;
  const entries = map.holdingBox.landEntries.map((id) => ({ id, c: geometry.center(id) }));
  const southEdge = Math.max(
    ...Object.keys(map.hexes)
      .filter((id) => Number(id.slice(2)) === map.extent.maxRow)
      .flatMap((id) => geometry.corners(id).map((p) => p.y)),
  );
  const midX = entries.reduce((t, e) => t + e.c.x, 0) / Math.max(1, entries.length);
  const seaHex = Object.keys(map.hexes)
    .filter((id) => map.hexes[id]?.seaArea === map.holdingBox.navalArea && Number(id.slice(2)) === map.extent.maxRow)
    .sort((a, b) => Math.abs(geometry.center(a).x - midX) - Math.abs(geometry.center(b).x - midX) || (a < b ? -1 : 1))[0];
  return { x: midX - s * 3.2, y: southEdge + s * 1.6, w: s * 6.4, h: s * 2.4, entries, sea: seaHex ? geometry.center(seaHex) : undefined };
});
