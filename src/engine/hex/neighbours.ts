import { cubeToHex, hexToCube } from './cube';
import type { HexId } from './hexId';

/** The six directions of a flat-topped hex, clockwise from north: N, NE, SE, S, SW, NW. */
export const DIRECTIONS = [
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
] as const;

/** The six hexes around `id` (N, NE, SE, S, SW, NW); ids off the 00–99 range are left out. */
export function neighbours(id: HexId): HexId[] {
  const { q, r } = hexToCube(id);
  const out: HexId[] = [];
  for (const d of DIRECTIONS) {
    const nq = q + d.q;
    const nr = r + d.r;
    try {
      out.push(cubeToHex({ q: nq, r: nr, s: -nq - nr }));
    } catch {
      // off the addressable grid
    }
  }
  return out;
}

export function areAdjacent(a: HexId, b: HexId): boolean {
  return neighbours(a).includes(b);
}
