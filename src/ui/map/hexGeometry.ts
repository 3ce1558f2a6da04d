import { defineHex, Orientation } from 'honeycomb-grid';
import { parseHexId } from '../../engine/hex';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Where hexes are drawn: pixel centres and corners of the even-q map (flat-topped, even columns down). */
export interface HexGeometry {
  /** Circumradius of a hex in SVG units. */
  readonly size: number;
  center(id: string): Point;
  corners(id: string): Point[];
  /** The shared hexside segment between two adjacent hexes. */
  edge(a: string, b: string): [Point, Point];
  /** SVG polygon `points` attribute of a hex. */
  polygon(id: string): string;
}

/**
 * honeycomb-grid 4 draws the hexes: `orientation: FLAT, offset: 1` is even-q (the even columns are the
 * ones shifted half a hex down; hexGeometry.test.ts checks it against src/engine/hex). Hexes are built
 * from `{ col, row }`, never tuples. With `origin: 'topLeft'` hex 0000's bounding box starts at 0,0.
 */
export function createHexGeometry(size: number): HexGeometry {
  const Hex = defineHex({ dimensions: size, orientation: Orientation.FLAT, offset: 1, origin: 'topLeft' });
  const cache = new Map<string, { center: Point; corners: Point[]; points?: string }>();
  const shape = (id: string) => {
    let s = cache.get(id);
    if (!s) {
      const { col, row } = parseHexId(id);
      const hex = new Hex({ col, row });
      s = { center: { x: hex.x, y: hex.y }, corners: hex.corners.map((c) => ({ x: c.x, y: c.y })) };
      cache.set(id, s);
    }
    return s;
  };
  const close = (p: Point, q: Point) => Math.abs(p.x - q.x) < 1e-6 && Math.abs(p.y - q.y) < 1e-6;
  return {
    size,
    center: (id) => shape(id).center,
    corners: (id) => shape(id).corners,
    edge(a, b) {
      const shared = shape(a).corners.filter((p) => shape(b).corners.some((q) => close(p, q)));
      if (shared.length !== 2) throw new RangeError(`hexes ${a} and ${b} share no hexside`);
      return [shared[0]!, shared[1]!];
    },
    polygon: (id) => {
      // Kept with the shape: the grid and the terrain ask for every hex's at each mount of the board.
      const s = shape(id);
      return (s.points ??= s.corners.map((c) => `${c.x.toFixed(2)},${c.y.toFixed(2)}`).join(' '));
    },
  };
}
