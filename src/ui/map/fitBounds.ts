import { hexesWithin, type GameMap } from '../../engine';
import { holdingBoxFrame } from './holdingBoxFrame';
import type { HexGeometry } from './hexGeometry';

/** A rectangle in the map's drawing units. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Sea hexes within this many hexes of land belong to the default view (the coastal sea where ships sail and land). */
export const COASTAL_SEA_RING = 2;

/**
 * What the default view is to show (issue 18): every land hex, the sea within COASTAL_SEA_RING hexes
 * of land and the Chile Holding Box — not the open ocean to the west. One rectangle a hex (its
 * bounding box) and one for the box. A hex is land when its terrain is not `sea` (the engine's types).
 */
export function theatreRects(map: GameMap, geometry: HexGeometry): Rect[] {
  const ids = new Set<string>();
  for (const [id, hex] of Object.entries(map.hexes)) {
    if (hex.terrain === 'sea') continue;
    for (const n of hexesWithin(id, COASTAL_SEA_RING)) if (map.hexes[n]) ids.add(n);
  }
  const rects = [...ids].sort().map((id) => boundsOf(geometry.corners(id).map((p) => ({ x: p.x, y: p.y, width: 0, height: 0 }))));
  const box = holdingBoxFrame(map, geometry);
  return [...rects, { x: box.x, y: box.y, width: box.w, height: box.h }];
}

/** The smallest rectangle around all of them. */
export function boundsOf(rects: readonly Rect[]): Rect {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** The rectangle around some hexes, with half a hex around it (a stack's count, a mark on a hex's edge). */
export function hexesRect(geometry: HexGeometry, hexes: readonly string[]): Rect {
  const b = boundsOf(hexes.flatMap((id) => geometry.corners(id).map((p) => ({ x: p.x, y: p.y, width: 0, height: 0 }))));
  const pad = geometry.size / 2;
  return { x: b.x - pad, y: b.y - pad, width: b.width + 2 * pad, height: b.height + 2 * pad };
}

/**
 * The hexes the default view must show whole: the rules' own anchors from Callao (2007), Peru's fleet
 * base beside Lima, to Antofagasta (3123), Chile's base at the start (3.5) — the coast the war is
 * fought over, with Arica and the Nitrate provinces between. The rest of the theatre is a pan away.
 */
export const FOCUS_HEXES = ['2007', '3123'] as const;

/** The rows from the first focus hex to the last (a rectangle of no width: the theatre gives the width). */
export function focusRect(geometry: HexGeometry, theatre: readonly Rect[], hexes: readonly string[] = FOCUS_HEXES): Rect {
  const ys = hexes.flatMap((id) => geometry.corners(id).map((p) => p.y));
  const b = boundsOf(theatre);
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  // A label's or a stack count's height above and below (they stand out of their hex a little).
  const pad = geometry.size * 0.6;
  return { x: b.x, y: top - pad, width: 0, height: bottom - top + 2 * pad };
}
