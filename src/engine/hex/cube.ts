import { hexId, parseHexId, type HexId, type OffsetCoord } from './hexId';

/** Cube coordinates (q + r + s = 0), where neighbours, distances and lines are simple. */
export interface Cube {
  readonly q: number;
  readonly r: number;
  readonly s: number;
}

/**
 * The map is flat-topped with even columns shifted half a hex down ("even-q", rules-digest §1:
 * the 7.5 example needs distance(2415, 2514) = 2).
 */
export function offsetToCube({ col, row }: OffsetCoord): Cube {
  const q = col;
  const r = row - (col + (col & 1)) / 2;
  return { q, r, s: -q - r };
}

export function cubeToOffset({ q, r }: Cube): OffsetCoord {
  return { col: q, row: r + (q + (q & 1)) / 2 };
}

export function hexToCube(id: HexId): Cube {
  return offsetToCube(parseHexId(id));
}

export function cubeToHex(cube: Cube): HexId {
  const { col, row } = cubeToOffset(cube);
  return hexId(col, row);
}
