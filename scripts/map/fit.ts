/**
 * The lat/lon → hex fit (issue 3, history-and-geography.md §1).
 *
 * Hex-centre space: x = column, y = row + 0.5 for even columns (even-q: even columns are drawn half a
 * hex lower, src/engine/hex/cube.ts), y = row for odd columns. An affine map
 *   x = a·lon + b·lat + c,   y = d·lon + e·lat + f
 * is fitted by least squares to the six anchor towns of the rules (Callao 2007, Lima 2008, Arica 3116,
 * Antofagasta 3123, La Paz 3513, Oruro 3616), then a point is snapped to the hex whose centre is
 * nearest in true (isotropic) hex geometry. The anchors themselves are pinned to their rule hexes.
 */
import { hexId } from '../../src/engine/hex';

export interface LonLat {
  readonly lon: number;
  readonly lat: number;
}

export interface HexPoint {
  readonly x: number;
  readonly y: number;
}

export interface Anchor extends LonLat {
  readonly name: string;
  readonly hex: string;
}

/** The six hexes fixed by the rules (3.3, 3.5, 4.1, 5.1, 5.6), at the coordinates of §1a (U, G). */
export const ANCHORS: readonly Anchor[] = [
  { name: 'Callao', hex: '2007', lat: -12.063, lon: -77.147 },
  { name: 'Lima', hex: '2008', lat: -12.045, lon: -77.031 },
  { name: 'Arica', hex: '3116', lat: -18.476, lon: -70.301 },
  { name: 'Antofagasta', hex: '3123', lat: -23.651, lon: -70.398 },
  { name: 'La Paz', hex: '3513', lat: -16.5, lon: -68.15 },
  { name: 'Oruro', hex: '3616', lat: -17.972, lon: -67.093 },
];

/** Centre of a hex in hex-centre space. */
export function hexCentre(col: number, row: number): HexPoint {
  return { x: col, y: row + (col % 2 === 0 ? 0.5 : 0) };
}

export function hexCentreOf(id: string): HexPoint {
  return hexCentre(Number(id.slice(0, 2)), Number(id.slice(2, 4)));
}

/** Hex-centre space → isotropic plane (a hex of circumradius 1: columns 1.5 apart, rows √3). */
export function toPlane(p: HexPoint): HexPoint {
  return { x: 1.5 * p.x, y: Math.sqrt(3) * p.y };
}

export interface Fit {
  /** x = cx[0]·lon + cx[1]·lat + cx[2] */
  readonly cx: readonly [number, number, number];
  /** y = cy[0]·lon + cy[1]·lat + cy[2] */
  readonly cy: readonly [number, number, number];
}

function solve3(m: number[][], v: number[]): [number, number, number] {
  // Cramer's rule on the 3×3 normal equations.
  const det = (a: number[][]) =>
    a[0]![0]! * (a[1]![1]! * a[2]![2]! - a[1]![2]! * a[2]![1]!) -
    a[0]![1]! * (a[1]![0]! * a[2]![2]! - a[1]![2]! * a[2]![0]!) +
    a[0]![2]! * (a[1]![0]! * a[2]![1]! - a[1]![1]! * a[2]![0]!);
  const d = det(m);
  const col = (k: number) => m.map((row, i) => row.map((x, j) => (j === k ? v[i]! : x)));
  return [det(col(0)) / d, det(col(1)) / d, det(col(2)) / d];
}

/** Least squares over the anchors. Coordinates are centred first for numerical stability. */
export function fitAnchors(anchors: readonly Anchor[] = ANCHORS): Fit {
  const rows = anchors.map((a) => [a.lon, a.lat, 1]);
  const ata = [0, 1, 2].map((i) => [0, 1, 2].map((j) => rows.reduce((s, r) => s + r[i]! * r[j]!, 0)));
  const targets = anchors.map((a) => hexCentreOf(a.hex));
  const atx = [0, 1, 2].map((i) => rows.reduce((s, r, k) => s + r[i]! * targets[k]!.x, 0));
  const aty = [0, 1, 2].map((i) => rows.reduce((s, r, k) => s + r[i]! * targets[k]!.y, 0));
  return { cx: solve3(ata, atx), cy: solve3(ata, aty) };
}

export function project(fit: Fit, p: LonLat): HexPoint {
  return {
    x: fit.cx[0] * p.lon + fit.cx[1] * p.lat + fit.cx[2],
    y: fit.cy[0] * p.lon + fit.cy[1] * p.lat + fit.cy[2],
  };
}

export function unproject(fit: Fit, p: HexPoint): LonLat {
  const [a, b, c] = fit.cx;
  const [d, e, f] = fit.cy;
  const det = a * e - b * d;
  const x = p.x - c;
  const y = p.y - f;
  return { lon: (e * x - b * y) / det, lat: (a * y - d * x) / det };
}

/** The hex whose centre is nearest to p in the isotropic plane, i.e. the hex that contains p. */
export function snap(p: HexPoint): string {
  const q = toPlane(p);
  let best = '';
  let bestD = Infinity;
  const c0 = Math.floor(p.x);
  const r0 = Math.floor(p.y);
  for (let col = c0 - 1; col <= c0 + 2; col++) {
    for (let row = r0 - 2; row <= r0 + 2; row++) {
      if (col < 0 || row < 0 || col > 99 || row > 99) continue;
      const c = toPlane(hexCentre(col, row));
      const d = (c.x - q.x) ** 2 + (c.y - q.y) ** 2;
      if (d < bestD - 1e-12) {
        bestD = d;
        best = hexId(col, row);
      }
    }
  }
  return best;
}

export interface Residual {
  readonly name: string;
  readonly hex: string;
  /** Fitted position minus the hex centre, in columns / rows. */
  readonly dx: number;
  readonly dy: number;
  /** The hex the fit alone would snap the anchor to. */
  readonly snapped: string;
}

export function residuals(fit: Fit, anchors: readonly Anchor[] = ANCHORS): Residual[] {
  return anchors.map((a) => {
    const p = project(fit, a);
    const c = hexCentreOf(a.hex);
    return { name: a.name, hex: a.hex, dx: p.x - c.x, dy: p.y - c.y, snapped: snap(p) };
  });
}
