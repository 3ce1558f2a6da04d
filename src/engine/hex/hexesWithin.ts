import { cubeToHex, hexToCube } from './cube';
import type { HexId } from './hexId';

/** Every hex within `n` hexes of `center`, the center included (ids off the 00–99 range left out). */
export function hexesWithin(center: HexId, n: number): HexId[] {
  const c = hexToCube(center);
  const out: HexId[] = [];
  for (let dq = -n; dq <= n; dq++) {
    for (let dr = Math.max(-n, -dq - n); dr <= Math.min(n, -dq + n); dr++) {
      const q = c.q + dq;
      const r = c.r + dr;
      try {
        out.push(cubeToHex({ q, r, s: -q - r }));
      } catch {
        // off the addressable grid
      }
    }
  }
  return out;
}
