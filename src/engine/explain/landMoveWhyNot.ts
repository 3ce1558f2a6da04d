import { areAdjacent } from '../hex';
import { hexsideKey } from '../map/hexside';
import type { GameMap } from '../map/types';
import { topPending } from '../pending';
import type { GameState } from '../state';
import { edgesOf, isImpassableHexside, movementCost, HOLDING_BOX_MP, RAILROAD_MP, RIVER_HEXSIDE_MP, TERRAIN_MP } from '../land/movementCost';
import { adjacentSpaces, mayEnter, reachableHexes } from '../land/reachableHexes';
import { columnsAt, unitsAt } from '../land/spaces';
import { HOLDING_BOX, type LandMoveDecision, type Space } from '../land/types';
import { capital, placeName, terrainName } from './names';
import { actor, turnCheck } from './turnCheck';
import { explain, type Explanation } from './types';

const mpText = (mp: number) => `${mp} MP left`;
/** How far (in MP) a why-not looks for a route to a hex that is not adjacent: two of the best rolls. */
const SEARCH_MP = 14;

/** 8.6: what entering `to` from `from` costs, in words ("Rough terrain costs 2 MP"). */
export function costWords(map: GameMap, from: Space, to: Space, cost: number): string {
  if (from === HOLDING_BOX || to === HOLDING_BOX) return `Moving to or from the Chile Holding Box costs ${HOLDING_BOX_MP} MP`;
  const key = hexsideKey(from, to);
  const edges = edgesOf(map);
  if (edges.railroads.has(key)) return `The railroad costs ${RAILROAD_MP} MP`;
  const t = map.hexes[to]!.terrain;
  const base = TERRAIN_MP[t]!;
  if (edges.rivers.has(key)) return `${capital(terrainName(t))} terrain costs ${base} MP, +${RIVER_HEXSIDE_MP} for the river hexside: ${cost} MP`;
  return `${capital(terrainName(t))} terrain costs ${base} MP`;
}

/**
 * 8.2–8.6: why the moving stack may not step into `to` now (null when nothing forbids it). The checks
 * are those of landMoveAnswers: adjacent, movementCost not null (sea, lake, impassable hexside, the
 * Holding Box link), mayEnter (enemy units, columns), and the cost within the MP left.
 */
export function landMoveWhyNot(state: GameState, map: GameMap, to: Space): Explanation | null {
  const top = topPending(state.pending);
  if (top?.kind === 'formMove') return explain('Choose the pieces that move together and roll for movement first (8.2, 8.4).', '8.2');
  const pre = turnCheck(state, 'landMovement', 'Land units move', 'landMove');
  if (pre) return pre;
  if (top?.kind !== 'landMove') return explain('Pick a unit or stack to move and roll for it first (8.2).', '8.2');
  const d: LandMoveDecision = top;
  const side = actor(state);
  const withLandUnit = d.pieces.some((p) => state.units[p] !== undefined);
  const name = placeName(map, to);
  if (to === d.at) return explain(`The stack is already in ${name} (8.2).`, '8.2');
  if (to !== HOLDING_BOX && !map.hexes[to]) return explain(`Hex ${to} is off the map (2.1).`, '2.1');
  if (to !== HOLDING_BOX && TERRAIN_MP[map.hexes[to]!.terrain] === null) return explain(`${capital(name)} is ${terrainName(map.hexes[to]!.terrain)}: no land movement there (8.6).`, '8.6');
  if (to === HOLDING_BOX && side !== 'chile') return explain('Only Chilean units use the Chile Holding Box (8.6 note).', '8.6');
  if ((to === HOLDING_BOX || d.at === HOLDING_BOX) && !state.options.holdingBoxLandLink) {
    return explain('Land movement to and from the Chile Holding Box is off in this game: Chilean units reach the map by transport (rules option, 8.6 note).', '8.6');
  }
  if (!adjacentSpaces(map, d.at).includes(to)) {
    if (to === HOLDING_BOX || d.at === HOLDING_BOX) return explain('The Chile Holding Box connects by land only with hexes 3130 and 3231 (8.6 note).', '8.6');
    const far = reachableHexes(state, map, side, d.at, Math.max(d.mp, SEARCH_MP), withLandUnit).find((r) => r.space === to);
    if (!far) return explain(`${capital(name)} is out of reach: no route the stack may take gets there with ${mpText(d.mp)} (8.2).`, '8.2');
    if (far.cost <= d.mp) {
      return explain(`${capital(name)} is not next to the stack: move one hex at a time, first into ${placeName(map, far.path[0]!)} (${far.cost} MP by the cheapest route, ${mpText(d.mp)}) (8.2).`, '8.2');
    }
    return explain(`${capital(name)} costs ${far.cost} MP by the cheapest route; ${mpText(d.mp)} (8.6).`, '8.6');
  }
  if (to !== HOLDING_BOX && d.at !== HOLDING_BOX && areAdjacent(d.at, to) && isImpassableHexside(map, d.at, to)) {
    return explain(`The hexside between ${placeName(map, d.at)} and ${name} is impassable (8.6).`, '8.6');
  }
  const cost = movementCost(map, state.options, d.at, to);
  if (cost === null) return explain(`No land movement from ${placeName(map, d.at)} into ${name} (8.6).`, '8.6');
  if (!mayEnter(state, side, to, withLandUnit)) {
    const enemy = side === 'chile' ? 'allied' : 'chile';
    if (to !== HOLDING_BOX && unitsAt(state, to, enemy).length > 0) return explain(`${capital(name)} holds enemy land units: no unit may enter it (8.2).`, '8.2');
    if (to !== HOLDING_BOX && columnsAt(state, to, enemy).length > 0) {
      return explain(`Supply Columns moving alone may not enter ${name}, which holds enemy Supply Columns; a land unit would capture them (8.2, 8.12).`, '8.2');
    }
    return explain(`The stack may not enter ${name} (8.2).`, '8.2');
  }
  if (cost > d.mp) return explain(`${costWords(map, d.at, to, cost)}; ${mpText(d.mp)} (8.6).`, '8.6');
  return null;
}
