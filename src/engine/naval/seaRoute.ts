import { distance, neighbours, type HexId } from '../hex';
import type { GameMap, NavalArea } from '../map/types';
import type { Location } from '../pieces/location';
import type { Side } from '../side';
import type { GameState } from '../state';
import { seaGraph } from './seaGraph';
import { holdingBoxHexes, isFriendlyPort, isSea } from './seaGeometry';

/** Where a stack may sail this phase, nearest first, with the way to each. */
export interface SeaRoutes {
  readonly order: readonly HexId[];
  /** The hex a reached hex is entered from: null for the start (or a Holding Box hex), undefined if not reached. */
  readonly parent: (hex: HexId) => HexId | null | undefined;
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

/** One whole 7.2 search from a start under given rules: every hex reached, in the order found. */
interface Search {
  readonly order: readonly HexId[];
  /** By graph index: the index the hex is entered from, ROOT for a start, UNSEEN if not reached. */
  readonly prev: Int32Array;
  /** By graph index: the hex's place in `order` (-1 if not in it). */
  readonly rank: Int32Array;
  /** How many start hexes lead `order` (the Holding Box's sea hexes; none from a map hex). */
  readonly roots: number;
  readonly start: HexId | null;
}

const UNSEEN = -2;
const ROOT = -1;

/**
 * 7.2: the hexes a stack may reach along contiguous sea hexes, by any route and with no range limit.
 * A coastal (land) hex — a port, a blockade or landing hex — may only end a route, entered from a sea
 * hex next to it: with an NADC from a sea hex of the destination area; on a return, only a friendly
 * port. Once a stack with an NADC is in its destination area it may not leave it.
 * With `until`, the answer is the search as it stood when that hex was reached: the way to it (and to
 * every hex found before it) is the same as in the full search, which finds hexes in the same order.
 */
export function seaRoutes(state: GameState, map: GameMap, from: Location, rules: RouteRules, until?: HexId): SeaRoutes {
  const g = seaGraph(map);
  const found = searchFrom(state, map, from, rules);
  let limit = found.order.length;
  const u = until === undefined ? undefined : g.index[until];
  if (u !== undefined && found.prev[u] !== UNSEEN) limit = found.prev[u] === ROOT ? found.roots : found.rank[u]! + 1;
  const parent = (hex: HexId): HexId | null | undefined => {
    const i = g.index[hex];
    if (i === undefined) return undefined;
    const p = found.prev[i]!;
    if (p === UNSEEN) return undefined;
    if (p === ROOT) return null;
    return found.rank[i]! < limit ? g.ids[p]! : undefined;
  };
  // The order as the search stood (a copy only when it stopped early and someone asks for it).
  const whole = limit === found.order.length;
  return {
    get order() {
      return whole ? found.order : found.order.slice(0, limit);
    },
    parent,
    start: found.start,
  };
}

/**
 * A stack with an NADC (rules.area set) never asks who holds a hex, nor its side: its search (7.2,
 * `search` below) reads only the map, the start and the area, so it is remembered with the map itself
 * (constant data, as BOX_HEXES in seaGeometry.ts) and found again after control changes. So is a
 * Chilean return under the ES option (box only: no port ends it), and the search for a return that
 * lets any port end it (returnSearch). At most one search per start hex and area (or return) of the
 * map — a bounded set, a few kilobytes each — forgotten with the map.
 */
const NADC_SEARCHES = new WeakMap<GameMap, Map<string, Search>>();

/**
 * Issue 20 §4: a stack's routes were searched three times a step (listing its sail orders, checking the
 * one given, sailing it), and again for each new state's control record. A return depends on control
 * only through which ports on its way are friendly (returnSearch), so it is remembered with the
 * any-port search it is cut from, under the side and those ports (a short key of 0s and 1s): found
 * again whenever the same ports are friendly, whatever else changed. The answer is the same whether
 * it is remembered or searched anew (seaRoute.test.ts); at most RETURNS_KEPT per start are kept.
 */
const RETURNS = new WeakMap<Search, Map<string, Search>>();
const RETURNS_KEPT = 4;

function searchFrom(state: GameState, map: GameMap, from: Location, rules: RouteRules): Search {
  const g = seaGraph(map);
  const start = from.kind === 'hex' ? from.hex : null;
  if (from.kind !== 'holdingBox' && (start === null || g.index[start] === undefined)) return search(state, map, from, rules);
  if (rules.area !== null) return mapSearch(map, `${start ?? 'box'}|${rules.area}`, () => search(state, map, from, rules));
  if (rules.boxOnly) return mapSearch(map, `${start ?? 'box'}|boxOnly`, () => search(state, map, from, rules));
  return returnSearch(state, map, from, rules.side);
}

/** The search made anew, never remembered: seaRoute.test.ts compares the remembered answers with it. */
export function searchAnew(state: GameState, map: GameMap, from: Location, rules: RouteRules): { readonly order: readonly HexId[]; readonly parent: (hex: HexId) => HexId | null | undefined } {
  const g = seaGraph(map);
  const found = search(state, map, from, rules);
  const parent = (hex: HexId) => {
    const p = found.prev[g.index[hex] ?? -1];
    return p === undefined || p === UNSEEN ? undefined : p === ROOT ? null : g.ids[p];
  };
  return { order: found.order, parent };
}

/** A search that reads nothing of the state, remembered with the map (NADC_SEARCHES). */
function mapSearch(map: GameMap, key: string, make: () => Search): Search {
  let kept = NADC_SEARCHES.get(map);
  if (!kept) NADC_SEARCHES.set(map, (kept = new Map()));
  let found = kept.get(key);
  if (!found) kept.set(key, (found = make()));
  return found;
}

/**
 * 7.2 / 4.1 III, a return to port (not the ES option's box-only return): hex control only decides
 * which coastal hexes — the friendly ports — end a route. A coastal hex is never sailed through, so the
 * sea hexes reached and the way to each never depend on it. So the search that lets every port end a
 * route (`anyPort`) is made once for the map, and the search for this control is that one kept to its
 * sea hexes and the ports friendly to the side: the same order, parents and ranks as `search` makes.
 */
function returnSearch(state: GameState, map: GameMap, from: Location, side: Side): Search {
  const start = from.kind === 'hex' ? from.hex : 'box';
  const anyPort = mapSearch(map, `${start}|anyPort`, () => search(state, map, from, { side, area: null, boxOnly: false }, true));
  // The answer for this very control record, found again without reading the ports (a stack's return
  // is asked for three times a step: listing, checking, sailing).
  let forControl = BY_CONTROL.get(state.control);
  if (!forControl) BY_CONTROL.set(state.control, (forControl = new WeakMap()));
  let bySide = forControl.get(anyPort);
  if (!bySide) forControl.set(anyPort, (bySide = {}));
  return (bySide[side] ??= friendlyReturn(state, map, anyPort, side));
}

/** The return searches already cut for a control record, by any-port search and side (returnSearch). */
const BY_CONTROL = new WeakMap<GameState['control'], WeakMap<Search, Partial<Record<Side, Search>>>>();

/** `anyPort` cut to the ports friendly to `side`, remembered under those ports (RETURNS). */
function friendlyReturn(state: GameState, map: GameMap, anyPort: Search, side: Side): Search {
  let key = side === 'chile' ? 'c' : 'a';
  for (const h of portsOnTheWay(map, anyPort)) key += isFriendlyPort(state, map, h, side) ? '1' : '0';
  let kept = RETURNS.get(anyPort);
  if (!kept) RETURNS.set(anyPort, (kept = new Map()));
  let found = kept.get(key);
  if (!found) {
    if (kept.size >= RETURNS_KEPT) kept.clear();
    kept.set(key, (found = friendlyPortsOnly(state, map, anyPort, side)));
  }
  return found;
}

/** The ports (coastal hexes) an any-port search reached, in its order: what a return's search depends on. */
const PORTS_ON_THE_WAY = new WeakMap<Search, readonly HexId[]>();

function portsOnTheWay(map: GameMap, anyPort: Search): readonly HexId[] {
  let ports = PORTS_ON_THE_WAY.get(anyPort);
  if (!ports) {
    const g = seaGraph(map);
    ports = Object.freeze(anyPort.order.filter((h) => !g.sea[g.index[h]!]));
    PORTS_ON_THE_WAY.set(anyPort, ports);
  }
  return ports;
}

/** `anyPort` kept to its sea hexes and the ports friendly to `side`. */
function friendlyPortsOnly(state: GameState, map: GameMap, anyPort: Search, side: Side): Search {
  const g = seaGraph(map);
  const prev = anyPort.prev.slice();
  const rank = anyPort.rank.slice();
  const order: HexId[] = [];
  for (const h of anyPort.order) {
    const i = g.index[h]!;
    if (!g.sea[i] && !isFriendlyPort(state, map, h, side)) {
      prev[i] = UNSEEN;
      rank[i] = -1;
      continue;
    }
    rank[i] = order.length;
    order.push(h);
  }
  return Object.freeze({ order: Object.freeze(order), prev, rank, roots: anyPort.roots, start: anyPort.start });
}

/**
 * The 7.2 breadth-first search over the sea graph (one plain loop over graph indices). With `anyPort`,
 * a return may end in any port, friendly or not (returnSearch keeps the friendly ones).
 */
function search(state: GameState, map: GameMap, from: Location, rules: RouteRules, anyPort = false): Search {
  const g = seaGraph(map);
  const n = g.ids.length;
  const prev = new Int32Array(n).fill(UNSEEN);
  const rank = new Int32Array(n).fill(-1);
  const order: HexId[] = [];
  const queue = new Int32Array(n);
  let tail = 0;
  const start = from.kind === 'hex' ? from.hex : null;
  const startIndex = start === null ? undefined : g.index[start];
  const area = rules.area;
  const returning = area === null;
  const reach = (v: number, u: number) => {
    prev[v] = u;
    rank[v] = order.length;
    order.push(g.ids[v]!);
  };
  if (from.kind === 'holdingBox') {
    for (const h of holdingBoxHexes(map)) {
      const i = g.index[h]!;
      reach(i, ROOT);
      queue[tail++] = i;
    }
  } else if (startIndex !== undefined) {
    prev[startIndex] = ROOT;
    queue[tail++] = startIndex;
  } else if (start !== null) {
    // A start off the printed map (never in play): only the sea hexes next to it are a way out.
    for (const h of neighbours(start)) {
      const v = g.index[h];
      if (v === undefined || !g.sea[v] || prev[v] !== UNSEEN) continue;
      reach(v, ROOT);
      queue[tail++] = v;
    }
  } else {
    return Object.freeze({ order: Object.freeze(order), prev, rank, roots: 0, start });
  }
  const roots = order.length;
  for (let head = 0; head < tail; head++) {
    const u = queue[head]!;
    const uSea = g.sea[u]!;
    if (!uSea && u !== startIndex) continue; // a coastal hex ends a route
    const uIn = !returning && g.area[u] === area;
    const around = g.next[u]!;
    for (let k = 0; k < around.length; k++) {
      const v = around[k]!;
      if (prev[v] !== UNSEEN) continue;
      if (g.sea[v]) {
        if (uIn && g.area[v] !== area) continue; // 7.2: never out of the NADC area once in it
        reach(v, u);
        queue[tail++] = v;
      } else if (uSea && g.coastal[v]) {
        if (!returning) {
          if (!uIn) continue; // with an NADC, a coastal hex only from a sea hex of the area
        } else if (rules.boxOnly || !(anyPort ? map.hexes[g.ids[v]!]?.town?.port : isFriendlyPort(state, map, g.ids[v]!, rules.side))) continue; // a return: a friendly port
        reach(v, u);
      }
    }
  }
  return Object.freeze({ order: Object.freeze(order), prev, rank, roots, start });
}

/** The hexes from the start (left out) to `to` (included). */
export function pathTo(routes: SeaRoutes, to: HexId): HexId[] {
  if (routes.parent(to) === undefined) return [];
  const path: HexId[] = [];
  for (let h: HexId | null | undefined = to; h != null; h = routes.parent(h)) path.push(h);
  path.reverse();
  // A route from a hex starts with that hex; one from the Holding Box starts with its first sea hex.
  return path[0] === routes.start ? path.slice(1) : path;
}

/**
 * 7.5: the shortest sea path from `from` towards `target` (both may be coastal hexes), preferring at
 * each step the hex nearest the target in a straight line ("directly towards"). Start left out.
 */
export function pathToward(map: GameMap, from: HexId, target: HexId): HexId[] {
  const prev = new Map<HexId, HexId | null>([[from, null]]);
  const queue: HexId[] = [from];
  for (let head = 0; head < queue.length; head++) {
    const u = queue[head]!;
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
