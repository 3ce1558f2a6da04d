import { neighbours, type HexId } from '../hex';
import { getMap } from '../map/getMap';
import type { GameMap, NavalArea } from '../map/types';

/**
 * The map's hexes as a graph for the 7.2 / 7.5 route searches, by index (route finding runs for every
 * moving stack on every listing of the legal actions, so it works on numbers, not hex-id strings).
 * It depends on the map alone, never on the state.
 */
export interface SeaGraph {
  /** Hex ids by index, in the map's order. */
  readonly ids: readonly HexId[];
  readonly index: Readonly<Record<HexId, number>>;
  /** A sea hex (of a naval area, 2.2). */
  readonly sea: readonly boolean[];
  /** The naval area of a sea hex; null for land. */
  readonly area: readonly (NavalArea | null)[];
  /** 2.4: a land hex (not a lake) touching the sea, where a route may end. */
  readonly coastal: readonly boolean[];
  /** The on-map hexes around each hex, in neighbours() order (N, NE, SE, S, SW, NW). */
  readonly next: readonly (readonly number[])[];
  /** 2.4, 7.3: the naval areas of each hex — its own for a sea hex, those it adjoins (sorted) for land. */
  readonly areas: readonly (readonly NavalArea[])[];
}

export function buildSeaGraph(map: GameMap): SeaGraph {
  const ids = Object.keys(map.hexes);
  const index: Record<HexId, number> = Object.create(null) as Record<HexId, number>;
  ids.forEach((id, i) => (index[id] = i));
  const sea = ids.map((id) => map.hexes[id]!.terrain === 'sea');
  const next = ids.map((id) => Object.freeze(neighbours(id).flatMap((n) => (index[n] === undefined ? [] : [index[n]!]))));
  const coastal = ids.map((id, i) => !sea[i] && map.hexes[id]!.terrain !== 'lake' && next[i]!.some((n) => sea[n]));
  const area = ids.map((id, i) => (sea[i] ? (map.hexes[id]!.seaArea ?? null) : null));
  const areas = ids.map((_, i) => {
    if (sea[i]) return Object.freeze(area[i] ? [area[i]] : []);
    return Object.freeze([...new Set(next[i]!.flatMap((n) => (area[n] ? [area[n]] : [])))].sort());
  });
  return Object.freeze({
    ids: Object.freeze(ids),
    index: Object.freeze(index),
    sea: Object.freeze(sea),
    area: Object.freeze(area),
    coastal: Object.freeze(coastal),
    next: Object.freeze(next),
    areas: Object.freeze(areas),
  });
}

/** The printed map's graph, built once as the module loads and frozen (the engine keeps no mutable state). */
const PRINTED_SEA_GRAPH: SeaGraph = buildSeaGraph(getMap());

/**
 * The sea graph of `map`: the prebuilt one for the printed map — in either terrain reading, whose sea is
 * the same (issue 21) — otherwise built now.
 */
export function seaGraph(map: GameMap): SeaGraph {
  return map === getMap() || map === getMap({ openTerrain: true }) ? PRINTED_SEA_GRAPH : buildSeaGraph(map);
}
