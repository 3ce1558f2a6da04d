import { distance, neighbours, type HexId } from '../hex';
import type { GameMap, NavalArea } from '../map/types';
import type { Location } from '../pieces/location';
import type { Side } from '../side';
import type { GameState } from '../state';
import { holdingBoxHexes, isCoastalLand, isFriendlyPort, isSea } from './seaGeometry';

/** Where a stack may sail this phase, nearest first, with the path to each (its start left out). */
export interface SeaRoutes {
  readonly order: readonly HexId[];
  readonly prev: ReadonlyMap<HexId, HexId | null>;
  /** The start hex (null from the Holding Box). */
  readonly start: HexId | null;
}

export interface RouteRules {
  readonly side: Side;
  /** The NADC area (7.2: once in it, the stack may not leave it); null: a return to port. */
  readonly area: NavalArea | null;
  /** Chile returning under the ES option: the Holding Box is the only port it may make for. */
  readonly boxOnly: boolean;
}

/**
 * 7.2: the hexes a stack may reach along contiguous sea hexes, by any route and with no range limit.
 * A coastal (land) hex — a port, a blockade or landing hex — may only end a route, entered from a sea
 * hex next to it: with an NADC from a sea hex of the destination area; on a return, only a friendly
 * port. Once a stack with an NADC is in its destination area it may not leave it.
 */
export function seaRoutes(state: GameState, map: GameMap, from: Location, rules: RouteRules): SeaRoutes {
  const prev = new Map<HexId, HexId | null>();
  const order: HexId[] = [];
  const queue: HexId[] = [];
  let start: HexId | null = null;
  if (from.kind === 'holdingBox') {
    for (const h of holdingBoxHexes(map)) {
      prev.set(h, null);
      order.push(h);
      queue.push(h);
    }
  } else if (from.kind === 'hex') {
    start = from.hex;
    prev.set(start, null);
    queue.push(start);
  } else {
    return { order, prev, start };
  }
  const inArea = (h: HexId) => rules.area !== null && isSea(map, h) && map.hexes[h]!.seaArea === rules.area;
  while (queue.length > 0) {
    const u = queue.shift()!;
    const uSea = isSea(map, u);
    if (!uSea && u !== start) continue; // a coastal hex ends a route
    for (const v of neighbours(u)) {
      if (prev.has(v) || !map.hexes[v]) continue;
      if (isSea(map, v)) {
        if (inArea(u) && !inArea(v)) continue;
        prev.set(v, u);
        order.push(v);
        queue.push(v);
      } else if (uSea && isCoastalLand(map, v)) {
        if (rules.area !== null) {
          if (!inArea(u)) continue;
        } else if (rules.boxOnly || !isFriendlyPort(state, map, v, rules.side)) continue;
        prev.set(v, u);
        order.push(v);
      }
    }
  }
  return { order, prev, start };
}

/** The hexes from the start (left out) to `to` (included). */
export function pathTo(routes: SeaRoutes, to: HexId): HexId[] {
  if (!routes.prev.has(to)) return [];
  const path: HexId[] = [];
  let h: HexId | null = to;
  while (h !== null) {
    path.unshift(h);
    h = routes.prev.get(h) ?? null;
  }
  // A route from a hex starts with that hex; one from the Holding Box starts with its first sea hex.
  return routes.start !== null ? path.slice(1) : path;
}

/**
 * 7.5: the shortest sea path from `from` towards `target` (both may be coastal hexes), preferring at
 * each step the hex nearest the target in a straight line ("directly towards"). Start left out.
 */
export function pathToward(map: GameMap, from: HexId, target: HexId): HexId[] {
  const prev = new Map<HexId, HexId | null>([[from, null]]);
  const queue: HexId[] = [from];
  while (queue.length > 0) {
    const u = queue.shift()!;
    if (u === target) break;
    if (!isSea(map, u) && u !== from) continue;
    const next = neighbours(u)
      .filter((v) => !prev.has(v) && (isSea(map, v) || v === target))
      .sort((a, b) => distance(a, target) - distance(b, target) || a.localeCompare(b));
    for (const v of next) {
      prev.set(v, u);
      queue.push(v);
    }
  }
  if (!prev.has(target)) return [];
  const path: HexId[] = [];
  for (let h: HexId | null = target; h !== null && h !== from; h = prev.get(h) ?? null) path.unshift(h);
  return path;
}
