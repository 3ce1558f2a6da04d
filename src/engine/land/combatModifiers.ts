import { landUnit } from '../counters';
import type { Modifier } from '../dice';
import type { HexId } from '../hex';
import type { GameMap, Terrain } from '../map/types';
import { message } from '../message';
import type { Side } from '../side';
import type { GameState } from '../state';
import { isRailroadHexside, isRiverHexside } from './movementCost';
import { fortStands, unitsAt } from './spaces';
import { stepsOf } from './stepLoss';
import type { Battle } from './types';

/**
 * 8.9 terrain chart: the defender's modifier to each of his combat dice (a city counts its other terrain);
 * `clear`, only on the open-terrain option's map, gives none.
 */
export const TERRAIN_DEFENCE: Readonly<Record<Terrain, number>> = {
  sea: 0,
  lake: 0,
  clear: 0,
  rough: 1,
  mountain: 2,
  desert: 0,
  saltDesert: 0,
};
/** 8.9: across a river hexside (a railroad across it cancels it). */
export const RIVER_DEFENCE = 1;
/** 8.9: a hex with a (standing) fort. */
export const FORT_DEFENCE = 3;
/** 8.9: per artillery unit stacked in the hex. */
export const ARTILLERY_BONUS = 1;

/** 8.8: a unit's printed "+" on the side it shows (one-step units have only the depleted side). */
export function initiativeOf(state: GameState, unit: string): number {
  const def = landUnit(unit);
  return stepsOf(state, unit) >= 2 ? def.initiative : def.initiativeDepleted;
}

/** 8.8: the "+" of every participating unit, added together; 6.1: +1 for a Supply Column spent on it. */
export function initiativeModifiers(state: GameState, units: readonly string[], supply: boolean): Modifier[] {
  const mods: Modifier[] = units
    .map((u) => ({ u, v: initiativeOf(state, u) }))
    .filter(({ v }) => v !== 0)
    .map(({ u, v }): Modifier => ({ value: v, ...message('modifier.unitInitiative', { unit: u }), rule: '8.8' }));
  if (supply) mods.push({ value: 1, ...message('modifier.initiativeSupply', {}), rule: '6.1' });
  return mods;
}

/** 8.9 artillery: +1 to each die per artillery unit of the side stacked in the hex. */
export function artilleryModifier(state: GameState, hex: HexId, side: Side): Modifier[] {
  const n = unitsAt(state, hex, side).filter((u) => landUnit(u).kind === 'artillery').length;
  return n > 0 ? [{ value: n * ARTILLERY_BONUS, ...message('modifier.artillery', { count: n }), rule: '8.9' }] : [];
}

/** 8.9 terrain: the defender's modifiers (hex terrain, river hexside unless a railroad crosses it, fort). */
export function defenceModifiers(state: GameState, map: GameMap, from: HexId, target: HexId): Modifier[] {
  const mods: Modifier[] = [];
  const terrain = map.hexes[target]!.terrain;
  if (TERRAIN_DEFENCE[terrain] !== 0) mods.push({ value: TERRAIN_DEFENCE[terrain], ...message('modifier.terrain', { terrain }), rule: '8.9' });
  if (from !== target && isRiverHexside(map, from, target) && !isRailroadHexside(map, from, target)) {
    mods.push({ value: RIVER_DEFENCE, ...message('modifier.river', {}), rule: '8.9' });
  }
  if (fortStands(state, target)) mods.push({ value: FORT_DEFENCE, ...message('modifier.fort', {}), rule: '8.9' });
  return mods;
}

/** The modifiers every die of one side gets in a battle (before the combat advantage). */
export function sideDieModifiers(state: GameState, map: GameMap, battle: Battle, role: 'attacker' | 'defender'): Modifier[] {
  const side = role === 'attacker' ? battle.attacker : otherSideOf(battle.attacker);
  const hex = role === 'attacker' ? battle.from : battle.target;
  return [...artilleryModifier(state, hex, side), ...(role === 'defender' ? defenceModifiers(state, map, battle.from, battle.target) : [])];
}

function otherSideOf(side: Side): Side {
  return side === 'chile' ? 'allied' : 'chile';
}
