/** Small geometry helpers in the isotropic hex plane (a hex of circumradius 1). */
import { hexCentreOf, toPlane, type HexPoint } from './fit';

export function planeCentre(id: string): HexPoint {
  return toPlane(hexCentreOf(id));
}

/** True when segment ab properly crosses segment cd. */
export function segmentsCross(a: HexPoint, b: HexPoint, c: HexPoint, d: HexPoint): boolean {
  const o = (p: HexPoint, q: HexPoint, r: HexPoint) => (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
  const d1 = o(c, d, a);
  const d2 = o(c, d, b);
  const d3 = o(a, b, c);
  const d4 = o(a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** The hexside pair with the lower id first. */
export function orderedPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}
