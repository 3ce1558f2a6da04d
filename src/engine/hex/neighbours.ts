import { hexId, parseHexId, type HexId } from './hexId';

/** The six directions of a flat-topped hex, clockwise from north: N, NE, SE, S, SW, NW. */
export const DIRECTIONS = [
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
] as const;

/**
 * The six hexes around `id` (N, NE, SE, S, SW, NW); ids off the 00–99 range are left out. The cube
 * arithmetic of cube.ts (even-q) is inlined: route finding calls this thousands of times per action.
 */
export function neighbours(id: HexId): HexId[] {
  const { col, row } = parseHexId(id);
  const q = col;
  const r = row - (col + (col & 1)) / 2;
  const out: HexId[] = [];
  for (const d of DIRECTIONS) {
    const nc = q + d.q;
    const nr = r + d.r + (nc + (nc & 1)) / 2;
    if (nc >= 0 && nc <= 99 && nr >= 0 && nr <= 99) out.push(hexId(nc, nr));
  }
  return out;
}

export function areAdjacent(a: HexId, b: HexId): boolean {
  return neighbours(a).includes(b);
}
