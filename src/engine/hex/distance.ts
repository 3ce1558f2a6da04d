import { hexToCube } from './cube';
import type { HexId } from './hexId';

/** Hexes between a and b, counting b but not a (7.3 counts the same way). */
export function distance(a: HexId, b: HexId): number {
  const x = hexToCube(a);
  const y = hexToCube(b);
  return Math.max(Math.abs(x.q - y.q), Math.abs(x.r - y.r), Math.abs(x.s - y.s));
}
