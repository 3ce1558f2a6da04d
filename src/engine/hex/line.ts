import { cubeToHex, hexToCube, type Cube } from './cube';
import { distance } from './distance';
import type { HexId } from './hexId';

function cubeRound(q: number, r: number, s: number): Cube {
  let rq = Math.round(q);
  let rr = Math.round(r);
  let rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  else rs = -rq - rr;
  return { q: rq + 0, r: rr + 0, s: rs + 0 };
}

/**
 * The straight line of hexes from a to b, both included (distance + 1 hexes).
 * A tiny nudge breaks ties on hexsides the same way every time.
 */
export function line(a: HexId, b: HexId): HexId[] {
  const n = distance(a, b);
  const x = hexToCube(a);
  const y = hexToCube(b);
  const eps = 1e-6;
  const out: HexId[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    out.push(
      cubeToHex(
        cubeRound(
          x.q + eps + (y.q - x.q) * t,
          x.r + eps + (y.r - x.r) * t,
          x.s - 2 * eps + (y.s - x.s) * t,
        ),
      ),
    );
  }
  return out;
}
