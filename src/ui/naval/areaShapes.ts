import type { MouseEvent } from 'react';
import { neighbours, type GameMap, type NavalArea } from '../../engine';
import type { HexGeometry } from '../map/hexGeometry';
import { oncePerMap } from '../map/oncePerMap';

/** A naval area drawn as one shape: its sea hexes filled together, and its edge against other hexes (2.2). */
export interface AreaShape {
  readonly hexes: readonly string[];
  /** SVG path of every hex of the area (adjacent hexes fill as one). */
  readonly fill: string;
  /** SVG path of the hexsides between the area and anything else. */
  readonly outline: string;
}

const pt = (p: { x: number; y: number }) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`;

/** Every naval area's shape on this map and geometry (worked out once a map: the map does not change). */
export const areaShapes = oncePerMap(function areaShapes(map: GameMap, geometry: HexGeometry): ReadonlyMap<NavalArea, AreaShape> {
  const hexesOf = new Map<NavalArea, string[]>();
  for (const id of Object.keys(map.hexes).sort()) {
    const h = map.hexes[id]!;
    if (h.terrain === 'sea' && h.seaArea) hexesOf.set(h.seaArea, [...(hexesOf.get(h.seaArea) ?? []), id]);
  }
  const shapes = new Map<NavalArea, AreaShape>();
  for (const [area, hexes] of hexesOf) {
    const fill = hexes.map((id) => `M${geometry.corners(id).map(pt).join('L')}Z`).join('');
    const inArea = new Set(hexes);
    const edges: string[] = [];
    for (const id of hexes) {
      const corners = geometry.corners(id);
      const outside = neighbours(id).filter((n) => !inArea.has(n));
      // A hexside with no neighbour of the area: the side whose midpoint lies towards that neighbour.
      for (let i = 0; i < corners.length; i++) {
        const a = corners[i]!;
        const b = corners[(i + 1) % corners.length]!;
        const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        const c = geometry.center(id);
        const towards = { x: c.x + 2 * (mid.x - c.x), y: c.y + 2 * (mid.y - c.y) };
        const across = neighbours(id).find((n) => {
          const q = geometry.center(n);
          return Math.abs(q.x - towards.x) < geometry.size * 0.3 && Math.abs(q.y - towards.y) < geometry.size * 0.3;
        });
        if (across === undefined || outside.includes(across)) edges.push(`M${pt(a)}L${pt(b)}`);
      }
    }
    shapes.set(area, { hexes, fill, outline: edges.join('') });
  }
  return shapes;
});

/** The hex of `hexes` under a click (in the clicked shape's own coordinates), or null where the browser cannot say. */
export function nearestAreaHex(e: MouseEvent<SVGGraphicsElement>, hexes: readonly string[], geometry: HexGeometry): string | null {
  const el = e.currentTarget;
  const ctm = typeof el.getScreenCTM === 'function' ? el.getScreenCTM() : null;
  if (!ctm || typeof DOMPoint === 'undefined') return null;
  const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
  let best: string | null = null;
  let bestD = Infinity;
  for (const id of hexes) {
    const c = geometry.center(id);
    const d = (c.x - p.x) ** 2 + (c.y - p.y) ** 2;
    if (d < bestD) {
      bestD = d;
      best = id;
    }
  }
  return best !== null && bestD <= geometry.size ** 2 ? best : null;
}

/**
 * Whether a click on an area's shape fell beside a hex (within 1.2 hex radii of its centre): on the
 * stack picked for its NADC, a second click meant to open it landed on the lit sea just outside its
 * hex, and all ten ships of Callao took the order (QA round 8).
 */
export function clickBeside(e: MouseEvent<SVGGraphicsElement>, hex: string, geometry: HexGeometry): boolean {
  const el = e.currentTarget;
  const ctm = typeof el.getScreenCTM === 'function' ? el.getScreenCTM() : null;
  if (!ctm || typeof DOMPoint === 'undefined') return false;
  const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
  const c = geometry.center(hex);
  return (c.x - p.x) ** 2 + (c.y - p.y) ** 2 <= (geometry.size * 1.2) ** 2;
}
