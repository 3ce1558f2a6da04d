import { areAdjacent, type HexId } from '../hex';
import type { GameMap } from '../map/types';
import { otherSide } from '../side';
import type { GameState } from '../state';
import { attackTargets, eligibleAttackers, liveAssaults } from '../land/attack';
import { isImpassableHexside, isLandHex } from '../land/movementCost';
import { columnsAt, unitsAt } from '../land/spaces';
import type { Action } from '../actions';
import { actor, turnCheck } from './turnCheck';
import { explain, type Explanation } from './types';

/** The action an attack intent stands for: a 7.6 landing's own fight, or 8.7 beginAttack. */
export function attackAction(state: GameState, from: HexId, target: HexId): Action {
  const side = actor(state);
  if (from === target && liveAssaults(state, side).some((a) => a.hex === from)) return { type: 'resolveAssault', side, hex: from };
  return { type: 'beginAttack', side, from, target };
}

/** 7.6 / 8.7: why the units in `from` may not attack `target` now (null if nothing forbids it); the checks of landCombatActions. */
export function attackWhyNot(state: GameState, map: GameMap, from: HexId, target: HexId): Explanation | null {
  const pre = turnCheck(state, 'landCombat', 'whyNot.attacksOnlyIn');
  if (pre) return pre;
  const side = actor(state);
  const enemy = otherSide(side);
  const own = unitsAt(state, from, side);
  if (own.length === 0) return explain('whyNot.noUnitsIn', { hex: from }, '8.7');
  const assault = liveAssaults(state, side).find((a) => a.hex === from);
  if (from === target) {
    if (assault) return null;
    if (unitsAt(state, from, enemy).length === 0) return explain('whyNot.noEnemySharesHex', { hex: from }, '8.7');
  } else {
    if (!areAdjacent(from, target)) return explain('whyNot.notAdjacentAttack', { from, to: target }, '8.7');
    if (!isLandHex(map, target)) return explain('whyNot.notLand', { hex: target }, '8.7');
    if (isImpassableHexside(map, from, target)) return explain('whyNot.impassableAttack', { from, to: target }, '8.7');
    if (unitsAt(state, target, enemy).length === 0 && columnsAt(state, target, enemy).length === 0) {
      return explain('whyNot.nothingToAttackThere', { hex: target }, '8.7');
    }
  }
  if (eligibleAttackers(state, side, from).length === 0) {
    const landed = new Set(state.amphibiousAssaults.filter((a) => a.side === side).flatMap((a) => a.units));
    if (own.some((u) => landed.has(u) && !state.land.attacked.includes(u))) {
      return explain('whyNot.landedFightLanding', { hex: from }, '7.6');
    }
    return explain('whyNot.allAttacked', { hex: from }, '8.7');
  }
  if (!attackTargets(state, map, side, from).includes(target)) return explain('whyNot.mayNotAttack', { from, to: target }, '8.7');
  return null;
}
