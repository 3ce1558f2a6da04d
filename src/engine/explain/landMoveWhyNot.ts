import { areAdjacent } from '../hex';
import { hexsideKey } from '../map/hexside';
import type { GameMap } from '../map/types';
import type { GameState } from '../state';
import { edgesOf, isImpassableHexside, movementCost, HOLDING_BOX_MP, RAILROAD_MP, RIVER_HEXSIDE_MP, TERRAIN_MP } from '../land/movementCost';
import { adjacentSpaces, mayEnter, reachableHexes } from '../land/reachableHexes';
import { columnsAt, unitsAt } from '../land/spaces';
import { HOLDING_BOX, type LandMoveDecision, type Space } from '../land/types';
import { explain, type Explanation } from './types';

/** How far (in MP) a why-not looks for a route to a hex that is not adjacent: two of the best rolls. */
const SEARCH_MP = 14;

/** 8.6: what entering `to` from `from` costs ("Rough terrain costs 2 MP"), with the MP left. */
export function costExplanation(map: GameMap, from: Space, to: Space, cost: number, mp: number): Explanation {
  if (from === HOLDING_BOX || to === HOLDING_BOX) return explain('whyNot.costHoldingBox', { cost: HOLDING_BOX_MP, mp }, '8.6');
  const key = hexsideKey(from, to);
  const edges = edgesOf(map);
  if (edges.railroads.has(key)) return explain('whyNot.costRailroad', { cost: RAILROAD_MP, mp }, '8.6');
  const terrain = map.hexes[to]!.terrain;
  const base = TERRAIN_MP[terrain]!;
  if (edges.rivers.has(key)) return explain('whyNot.costTerrainRiver', { terrain, base, extra: RIVER_HEXSIDE_MP, cost, mp }, '8.6');
  return explain('whyNot.costTerrain', { terrain, cost: base, mp }, '8.6');
}

/** 8.2: why the stack may not enter `to` at all (enemy land units, enemy columns for columns alone); null if it may. */
function enterWhyNot(state: GameState, d: LandMoveDecision, to: Space, withLandUnit: boolean): Explanation | null {
  if (mayEnter(state, d.side, to, withLandUnit)) return null;
  const enemy = d.side === 'chile' ? 'allied' : 'chile';
  if (to !== HOLDING_BOX && unitsAt(state, to, enemy).length > 0) return explain('whyNot.enemyUnitsThere', { hex: to }, '8.2');
  if (to !== HOLDING_BOX && columnsAt(state, to, enemy).length > 0) return explain('whyNot.columnsAloneEnemyColumns', { hex: to }, '8.2');
  return explain('whyNot.mayNotEnter', { hex: to }, '8.2');
}

/**
 * 8.2–8.6: why the moving stack of `d` may not step into `to` now (null when nothing forbids it). The
 * checks are those of the landMove decision's answers (decisions/landMove.ts): adjacent, movementCost
 * not null (sea, lake, impassable hexside, the Holding Box link), mayEnter (enemy units, columns), and
 * the cost within the MP left.
 */
export function landStepWhyNot(state: GameState, map: GameMap, d: LandMoveDecision, to: Space): Explanation | null {
  const side = d.side;
  const withLandUnit = d.pieces.some((p) => state.units[p] !== undefined);
  if (to === d.at) return explain('whyNot.stackAlreadyThere', { hex: to, rule: '8.2' }, '8.2');
  if (to !== HOLDING_BOX && !map.hexes[to]) return explain('whyNot.offMap', { hex: to }, '2.1');
  if (to !== HOLDING_BOX && TERRAIN_MP[map.hexes[to]!.terrain] === null) return explain('whyNot.noLandMovementTerrain', { hex: to, terrain: map.hexes[to]!.terrain }, '8.6');
  if (to === HOLDING_BOX && side !== 'chile') return explain('whyNot.holdingBoxChileOnly', {}, '8.6');
  if ((to === HOLDING_BOX || d.at === HOLDING_BOX) && !state.options.holdingBoxLandLink) return explain('whyNot.holdingBoxLinkOff', {}, '8.6');
  if (!adjacentSpaces(map, d.at).includes(to)) {
    if (to === HOLDING_BOX || d.at === HOLDING_BOX) return explain('whyNot.holdingBoxLinkHexes', {}, '8.6');
    // 8.2: a hex the stack may never enter says why (enemy units there), however far it is.
    const barred = enterWhyNot(state, d, to, withLandUnit);
    if (barred) return barred;
    const far = reachableHexes(state, map, side, d.at, Math.max(d.mp, SEARCH_MP), withLandUnit).find((r) => r.space === to);
    if (!far) return explain('whyNot.outOfReach', { hex: to, mp: d.mp }, '8.2');
    if (far.cost <= d.mp) return explain('whyNot.notNextToStack', { hex: to, via: far.path[0]!, cost: far.cost, mp: d.mp }, '8.2');
    return explain('whyNot.tooFar', { hex: to, cost: far.cost, mp: d.mp }, '8.6');
  }
  if (to !== HOLDING_BOX && d.at !== HOLDING_BOX && areAdjacent(d.at, to) && isImpassableHexside(map, d.at, to)) {
    return explain('whyNot.impassableHexside', { from: d.at, to }, '8.6');
  }
  const cost = movementCost(map, state.options, d.at, to);
  if (cost === null) return explain('whyNot.noLandMovementInto', { from: d.at, to }, '8.6');
  const barred = enterWhyNot(state, d, to, withLandUnit);
  if (barred) return barred;
  if (cost > d.mp) return costExplanation(map, d.at, to, cost, d.mp);
  return null;
}
