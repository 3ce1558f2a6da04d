import { getMap, movementCost, neighbours, sideOf, type GameMap, type PlayerView, type Side } from '../../engine';
import { landUnit, ship as shipDef } from '../../engine/counters';
import { HOLDING_BOX, type Space } from '../../engine/land/types';
import { DEFAULT_PLAN, type Plan } from './plan';

/**
 * What a bot reads off its PlayerView: who stands where. Everything here is public information
 * (positions, printed values, the map); nothing reads the opponent's hidden NADC areas.
 */

/** The map the viewed game is played on: the 8.6 chart's terrain, or the open-terrain reading (rules option openTerrain). */
export function mapOf(view: Pick<PlayerView, 'options'>): GameMap {
  return getMap(view.options);
}

/**
 * Towns, the coast and the naval areas are one map in both readings of the terrain (docs/map.md §3.3),
 * so these are read off the chart's map whatever the game's options; anything that costs MP or modifies
 * combat reads the game's map (`mapOf`), and so do the VP (`vpOf`): Calama and Pisagua are worth 1 on
 * the map as first drawn and 0 on the chart's since issue 21.
 */
const PLACES: GameMap = getMap({ openTerrain: false });

export interface HexForces {
  readonly units: string[];
  readonly columns: string[];
}

export interface Board {
  readonly view: PlayerView;
  readonly me: Side;
  readonly foe: Side;
  /** Land units and Supply Columns on the map (and the Holding Box), by space and side. */
  readonly at: Map<Space, Record<Side, HexForces>>;
  /** The strategy's knobs (plan.ts). */
  readonly plan: Plan;
  /** The map of the game (its options): terrain and railroads for MP and combat. */
  readonly map: GameMap;
}

export function unitSide(id: string): Side {
  return sideOf(landUnit(id).nation);
}

export function shipSideOf(view: PlayerView, id: string): Side {
  return view.naval.captured[id] ?? sideOf(shipDef(id).nation);
}

export function readBoard(view: PlayerView, me: Side, plan: Plan = DEFAULT_PLAN): Board {
  const at = new Map<Space, Record<Side, HexForces>>();
  const slot = (space: Space) => {
    let s = at.get(space);
    if (!s) at.set(space, (s = { chile: { units: [], columns: [] }, allied: { units: [], columns: [] } }));
    return s;
  };
  for (const [id, u] of Object.entries(view.units)) {
    const space = u.location.kind === 'hex' ? u.location.hex : u.location.kind === 'holdingBox' ? HOLDING_BOX : null;
    if (space) slot(space)[unitSide(id)].units.push(id);
  }
  for (const [id, c] of Object.entries(view.supply)) {
    const space = c.location.kind === 'hex' ? c.location.hex : c.location.kind === 'holdingBox' ? HOLDING_BOX : null;
    if (space) slot(space)[sideOf(c.nation)].columns.push(id);
  }
  return { view, me, foe: me === 'chile' ? 'allied' : 'chile', at, plan, map: mapOf(view) };
}

export function forcesAt(board: Board, space: Space, side: Side): HexForces {
  return board.at.get(space)?.[side] ?? { units: [], columns: [] };
}

/** Spaces next to a space (the Holding Box joins 3130 and 3231 by land). */
export function landNeighbours(map: GameMap, space: Space): Space[] {
  if (space === HOLDING_BOX) return [...map.holdingBox.landEntries];
  const out: Space[] = neighbours(space).filter((h) => map.hexes[h] !== undefined);
  if (map.holdingBox.landEntries.includes(space)) out.push(HOLDING_BOX);
  return out;
}

const OPTIONS = { holdingBoxLandLink: true };
/** Per map (the chart's, the open-terrain reading's), the distance fields already worked out. */
const FIELDS = new WeakMap<GameMap, Map<Space, Map<Space, number>>>();

/** MP needed to reach `target` from every space on this map (Dijkstra over 8.6 costs; enemies ignored). Cached. */
export function distanceField(map: GameMap, target: Space): Map<Space, number> {
  let fields = FIELDS.get(map);
  if (!fields) FIELDS.set(map, (fields = new Map()));
  const cached = fields.get(target);
  if (cached) return cached;
  const dist = dijkstra(map, target, null);
  fields.set(target, dist);
  return dist;
}

/** As distanceField, but no path crosses the `closed` spaces (the enemy's stacks, 8.1: a move cannot enter them). Not cached. */
export function distanceFieldAround(map: GameMap, target: Space, closed: ReadonlySet<Space>): Map<Space, number> {
  return dijkstra(map, target, closed);
}

/** Per map, each space's ways in: the spaces next to it a land move can come from, in landNeighbours' order, and the MP of that step (8.6). */
const WAYS_IN = new WeakMap<GameMap, Map<Space, readonly (readonly [Space, number])[]>>();

function waysIn(map: GameMap, space: Space): readonly (readonly [Space, number])[] {
  let byMap = WAYS_IN.get(map);
  if (!byMap) WAYS_IN.set(map, (byMap = new Map()));
  let ways = byMap.get(space);
  if (!ways) {
    const found: [Space, number][] = [];
    for (const n of landNeighbours(map, space)) {
      const c = movementCost(map, OPTIONS, n, space);
      if (c !== null) found.push([n, c]);
    }
    byMap.set(space, (ways = found));
  }
  return ways;
}

function dijkstra(map: GameMap, target: Space, closed: ReadonlySet<Space> | null): Map<Space, number> {
  const dist = new Map<Space, number>([[target, 0]]);
  const done = new Set<Space>();
  // A binary heap of [distance, space]; stale entries (a space reached again at less cost) are skipped.
  const heap: [number, Space][] = [[0, target]];
  while (heap.length > 0) {
    const [d, cur] = pop(heap);
    if (done.has(cur)) continue;
    done.add(cur);
    for (const [n, c] of waysIn(map, cur)) {
      if (closed?.has(n) || done.has(n)) continue;
      const nd = d + c;
      if (nd < (dist.get(n) ?? Infinity)) {
        dist.set(n, nd);
        push(heap, [nd, n]);
      }
    }
  }
  return dist;
}

function push(heap: [number, Space][], item: [number, Space]): void {
  heap.push(item);
  let i = heap.length - 1;
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (heap[p]![0] <= item[0]) break;
    heap[i] = heap[p]!;
    i = p;
  }
  heap[i] = item;
}

function pop(heap: [number, Space][]): [number, Space] {
  const top = heap[0]!;
  const last = heap.pop()!;
  if (heap.length > 0) {
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= heap.length) break;
      const r = l + 1;
      const c = r < heap.length && heap[r]![0] < heap[l]![0] ? r : l;
      if (heap[c]![0] >= last[0]) break;
      heap[i] = heap[c]!;
      i = c;
    }
    heap[i] = last;
  }
  return top;
}

/** Whether a land move can cross from `from` into the next space `to` (8.6: a cost, not an impassable hexside or the sea). */
export function canStep(map: GameMap, from: Space, to: Space): boolean {
  return movementCost(map, OPTIONS, from, to) !== null;
}

export function landDistance(map: GameMap, from: Space, to: Space): number {
  return distanceField(map, to).get(from) ?? Infinity;
}

/** The VP of a hex on the game's map (5.1: the map of its options; Calama and Pisagua differ on the map as first drawn). */
export function vpOf(map: GameMap, hex: Space): number {
  return hex === HOLDING_BOX ? 0 : (map.hexes[hex]?.town?.vp ?? 0);
}

export function isTown(hex: Space): boolean {
  return hex !== HOLDING_BOX && PLACES.hexes[hex]?.town !== undefined;
}

export function unitSteps(view: PlayerView, id: string): number {
  return view.units[id]?.steps ?? 0;
}

export function maxSteps(id: string): number {
  return landUnit(id).steps;
}

/** Hexes whose land is held by a side's units, per side. */
export function occupied(board: Board, side: Side): Space[] {
  const out: Space[] = [];
  for (const [space, f] of board.at) if (f[side].units.length > 0) out.push(space);
  return out;
}

export { HOLDING_BOX, type Space };
