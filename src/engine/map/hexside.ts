import { areAdjacent, type HexId } from '../hex';
import type { Hexside } from './types';

/** The hexside between two adjacent hexes, the lower id first (as GameMap lists them). */
export function hexside(a: HexId, b: HexId): Hexside {
  if (!areAdjacent(a, b)) throw new RangeError(`hexes ${a} and ${b} share no hexside`);
  return a < b ? [a, b] : [b, a];
}

/** A string key for a hexside, the same whichever way round it is named: "2007-2008". */
export function hexsideKey(a: HexId, b: HexId): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

/** True when `list` holds the hexside between a and b. */
export function hasHexside(list: readonly Hexside[], a: HexId, b: HexId): boolean {
  const k = hexsideKey(a, b);
  return list.some(([x, y]) => hexsideKey(x, y) === k);
}
