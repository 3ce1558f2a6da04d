import type { GameState, HexId, PlayerView } from '../../engine';
import { landUnit } from '../../engine/counters';
import { defenceModifiers } from '../../engine/land/combatModifiers';
import { mapOf } from './world';

/** Read-only engine helpers take a GameState; a PlayerView has every field they read (never dice or NADCs). */
export const asState = (view: PlayerView): GameState => view as unknown as GameState;

const artillery = (units: readonly string[]) => units.filter((u) => landUnit(u).kind === 'artillery').length;

/** Chance that one combat die hits (a modified 6, 8.9). */
export function hitChance(modifier: number): number {
  return Math.max(0, Math.min(1, (1 + modifier) / 6));
}

export interface AttackOdds {
  readonly expectedHits: number;
  readonly expectedLosses: number;
  /** Chance the defender takes hits and scores none (8.10: it must retreat or deplete). */
  readonly defenderRoutedChance: number;
  /** Chance the attacker takes hits and scores none. */
  readonly attackerRoutedChance: number;
}

/** 8.9 in expectation: one die a unit, +1 a die per artillery unit, terrain/river/fort for the defender. */
export function attackOdds(view: PlayerView, attackers: readonly string[], from: HexId, target: HexId, defenders: readonly string[], extra: { attackerColumn: boolean; defenderColumn: boolean; amphibious: boolean }): AttackOdds {
  const terrain = from === target ? 0 : defenceModifiers(asState(view), mapOf(view), from, target).reduce((s, m) => s + m.value, 0);
  const pA = hitChance(artillery(attackers));
  const pD = hitChance(artillery(defenders) + terrain);
  const nA = attackers.length + (extra.attackerColumn ? 1 : 0);
  const nD = defenders.length + (extra.defenderColumn ? 1 : 0) + (extra.amphibious ? 1 : 0);
  const noneA = (1 - pA) ** nA;
  const noneD = (1 - pD) ** nD;
  return { expectedHits: nA * pA, expectedLosses: nD * pD, defenderRoutedChance: (1 - noneA) * noneD, attackerRoutedChance: (1 - noneD) * noneA };
}

/** A land unit's worth in a fight: its die, its initiative, artillery's bonus to every die. */
export function unitWorth(view: PlayerView, id: string): number {
  const def = landUnit(id);
  const steps = view.units[id]?.steps ?? 0;
  const init = steps >= 2 ? def.initiative : def.initiativeDepleted;
  return 1 + 0.25 * init + (def.kind === 'artillery' ? 0.8 : 0) + (def.kind === 'cavalry' ? 0.1 : 0);
}

/** The units, weakest first (unitWorth; ties by id): who stays behind as a garrison, who is dropped off. */
export function weakestFirst(view: PlayerView, units: readonly string[]): string[] {
  return [...units].sort((a, b) => unitWorth(view, a) - unitWorth(view, b) || a.localeCompare(b));
}

/** Rough fighting strength of a group of units (dice, with a little for steps). */
export function strength(view: PlayerView, units: readonly string[]): number {
  let s = 0;
  for (const u of units) s += unitWorth(view, u) + 0.4 * ((view.units[u]?.steps ?? 1) - 1);
  return s;
}
