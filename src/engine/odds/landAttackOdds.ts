import { COMBAT_ADVANTAGE_CHITS, type CombatAdvantage } from '../counters';
import type { Modifier } from '../dice';
import type { HexId } from '../hex';
import type { GameMap } from '../map/types';
import { message, type ChitNote, type OddsNote } from '../message';
import { otherSide, type Side } from '../side';
import type { GameState } from '../state';
import { advantageEffect } from '../land/combatAdvantage';
import { initiativeModifiers, sideDieModifiers } from '../land/combatModifiers';
import { fixedDice, HIT_ON, type FixedDice } from '../land/fight';
import { retreatHexes } from '../land/retreatHexes';
import { columnsAt, sideOfPiece, unitsAt } from '../land/spaces';
import type { Battle, CombatSupplyUse } from '../land/types';
import { DIE_FACES, mean, mix, successes, type Distribution } from './distribution';

type Role = 'attacker' | 'defender';

/** What the players choose before the dice (6.1 / 8.9), and whether it is a 7.6 assault. */
export interface LandAttackChoices {
  readonly attackerSupply?: Partial<CombatSupplyUse>;
  readonly defenderSupply?: Partial<CombatSupplyUse>;
  /** 7.6: the defender rolls one extra die. Default: a live landing of these units in `target` (from = target). */
  readonly amphibious?: boolean;
}

/** The four ways a combat can end (8.9–8.10); columnsTaken: no dice, only enemy Supply Columns (8.7 note). */
export interface LandCombatOutcomes {
  /** The defender inflicted no hit and took some: it must retreat (or deplete a unit to stay, 8.10). */
  readonly defenderRetreats: number;
  /** The attacker inflicted no hit and took some. */
  readonly attackerRetreats: number;
  /** Both sides scored hits: each takes its losses, nobody retreats. */
  readonly mutualLosses: number;
  /** No hit either way: combat ends (8.9). */
  readonly nothing: number;
  readonly columnsTaken: number;
}

/**
 * What drives one side's odds, as the fight will apply it (the same functions, the same battle record):
 * the "+" on its initiative die (8.8, 6.1), the modifiers on every combat die (8.9: artillery, terrain,
 * river, fort), and its dice before the chit (8.9 one per unit and one for a Supply Column, 7.6 one
 * against a landing). The chit drawn by the initiative winner (8.9) is in `byWinner`.
 */
export interface SideFactors {
  readonly initiative: readonly Modifier[];
  readonly dieModifiers: readonly Modifier[];
  readonly dice: FixedDice;
}

/** One side's dice in one case (winner, chit). */
export interface SideDice {
  readonly dice: number;
  /** The modifier every die gets (artillery, terrain, river, fort). */
  readonly modifier: number;
  /** Inspiring Leader's +2 on one die (0 if none). */
  readonly leaderBonus: number;
  /** The chance each die is a hit (a modified 6 or more, 8.9). */
  readonly hitChances: readonly number[];
  readonly hits: Distribution;
}

export interface CombatCase {
  readonly attacker: SideDice;
  readonly defender: SideDice;
  readonly outcomes: LandCombatOutcomes;
}

/** One chit effect drawn by the initiative winner (chits of the same effect are merged). */
export interface ChitCase extends CombatCase {
  readonly effect: CombatAdvantage;
  /** Chits of this effect in the cup of 13, over 13. */
  readonly pDraw: number;
  readonly applied: boolean;
  readonly note: ChitNote;
}

/** Everything that follows once one side has won the initiative, averaged over the chit cup. */
export interface WinnerBranch {
  readonly pWin: number;
  readonly chits: readonly ChitCase[];
  readonly attackerHits: Distribution;
  readonly defenderHits: Distribution;
  readonly outcomes: LandCombatOutcomes;
}

/**
 * The odds of one land combat: who fights where (as the battle record would hold it; the Supply Column
 * uses counted — one asked for without a column to pay is dropped), then the chances.
 */
export interface LandAttackOdds
  extends Pick<Battle, 'attacker' | 'from' | 'target' | 'attackers' | 'defenders' | 'amphibious' | 'columnsOnly' | 'supply'> {
  /** Each side's modifiers and dice, each with its reason and rule case: what the odds are computed from. */
  readonly factors: { readonly attacker: SideFactors; readonly defender: SideFactors };
  /** 8.8: each side's initiative modifier ("+" values, 6.1 column) and the chance it wins (defender wins ties). */
  readonly initiative: { readonly attackerModifier: number; readonly defenderModifier: number; readonly pAttacker: number; readonly pDefender: number };
  /** As if no chit did anything (No Event): the base odds, before the initiative and the cup shift them. */
  readonly baseline: CombatCase;
  readonly byWinner: { readonly attacker: WinnerBranch; readonly defender: WinnerBranch };
  /** Over the initiative and the cup: each side's hit distribution and the outcomes. */
  readonly attackerHits: Distribution;
  readonly defenderHits: Distribution;
  readonly expectedHits: { readonly attacker: number; readonly defender: number };
  readonly outcomes: LandCombatOutcomes;
  /** 8.10: whether each side has a hex to retreat into (if not, a forced retreat costs every unit a step). */
  readonly canRetreat: { readonly attacker: boolean; readonly defender: boolean };
  /** What the figures assume, as codes (the interface words them). */
  readonly assumptions: readonly OddsNote[];
}

const sum = (mods: readonly { value: number }[]) => mods.reduce((s, m) => s + m.value, 0);

/** 8.9: the chance one die with this modifier is a hit (the modified result, capped at 6, is 6). */
export function combatHitChance(modifier: number): number {
  return DIE_FACES.filter((d) => Math.min(HIT_ON, d + modifier) >= HIT_ON).length / DIE_FACES.length;
}

/** 8.8: P(attacker's d6 + a > defender's d6 + d); ties go to the defender. */
export function initiativeChance(attackerModifier: number, defenderModifier: number): number {
  let wins = 0;
  for (const a of DIE_FACES) for (const d of DIE_FACES) if (a + attackerModifier > d + defenderModifier) wins++;
  return wins / 36;
}

export function outcomesOf(attackerHits: Distribution, defenderHits: Distribution): LandCombatOutcomes {
  const a0 = attackerHits.find((o) => o.value === 0)?.p ?? 0;
  const d0 = defenderHits.find((o) => o.value === 0)?.p ?? 0;
  return {
    defenderRetreats: (1 - a0) * d0,
    attackerRetreats: a0 * (1 - d0),
    mutualLosses: (1 - a0) * (1 - d0),
    nothing: a0 * d0,
    columnsTaken: 0,
  };
}

function mixOutcomes(parts: readonly { weight: number; o: LandCombatOutcomes }[]): LandCombatOutcomes {
  const keys = ['defenderRetreats', 'attackerRetreats', 'mutualLosses', 'nothing', 'columnsTaken'] as const;
  return Object.fromEntries(keys.map((k) => [k, parts.reduce((s, x) => s + x.weight * x.o[k], 0)])) as unknown as LandCombatOutcomes;
}

function clampSupply(state: GameState, hex: HexId, side: Side, want: Partial<CombatSupplyUse> | undefined): CombatSupplyUse {
  const columns = columnsAt(state, hex, side).length;
  const extraDie = (want?.extraDie ?? false) && columns >= 1;
  const initiative = (want?.initiative ?? false) && columns >= (extraDie ? 2 : 1);
  return { initiative, extraDie };
}

/**
 * 7.6, 8.7–8.10: the exact odds of a land attack from `from` on `target` by `attackers`, computed from
 * the dice with the engine's own modifier functions (initiativeModifiers, sideDieModifiers,
 * advantageEffect): each side's hit distribution and the outcome, by initiative winner and chit, and
 * averaged over both. Every die of a side has the same modifiers (Inspiring Leader's +2 aside), so
 * which unit a chit names changes nothing: there is no "best use" to pick.
 */
export function landAttackOdds(state: GameState, map: GameMap, from: HexId, target: HexId, attackers: readonly string[], choices: LandAttackChoices = {}): LandAttackOdds {
  const side = attackers.length > 0 ? sideOfPiece(state, attackers[0]!) : state.side;
  const enemy = otherSide(side);
  const defenders = unitsAt(state, target, enemy);
  const current = state.land.battle;
  const same = current && current.from === from && current.target === target && current.attacker === side ? current : null;
  const amphibious =
    choices.amphibious ??
    same?.amphibious ??
    (from === target && state.amphibiousAssaults.some((a) => a.side === side && a.hex === target && a.units.some((u) => attackers.includes(u))));
  const supply = {
    attacker: clampSupply(state, from, side, choices.attackerSupply ?? same?.supply.attacker),
    defender: clampSupply(state, target, enemy, choices.defenderSupply ?? same?.supply.defender),
  };
  const battle: Battle = {
    attacker: side, from, target, attackers, defenders, amphibious,
    columnsOnly: defenders.length === 0,
    supply, stage: 'fight', hits: { attacker: 0, defender: 0 }, advanced: [],
  };
  const canRetreat = { attacker: retreatHexes(state, map, side, from).length > 0, defender: retreatHexes(state, map, enemy, target).length > 0 };
  const factorsOf = (role: Role): SideFactors => ({
    initiative: initiativeModifiers(state, role === 'attacker' ? attackers : defenders, supply[role].initiative),
    dieModifiers: sideDieModifiers(state, map, battle, role),
    dice: fixedDice(battle, role),
  });
  const factors = { attacker: factorsOf('attacker'), defender: factorsOf('defender') };
  const attackerModifier = sum(factors.attacker.initiative);
  const defenderModifier = sum(factors.defender.initiative);
  const pAttacker = initiativeChance(attackerModifier, defenderModifier);
  const initiative = { attackerModifier, defenderModifier, pAttacker, pDefender: 1 - pAttacker };

  const sideDice = (role: Role, extraDice: number, leaderBonus: number): SideDice => {
    const dice = factors[role].dice.count + extraDice;
    const modifier = sum(factors[role].dieModifiers);
    const hitChances = Array.from({ length: dice }, (_, i) => combatHitChance(modifier + (i === 0 ? leaderBonus : 0)));
    return { dice, modifier, leaderBonus: dice > 0 ? leaderBonus : 0, hitChances, hits: successes(hitChances) };
  };
  const combatCase = (winner: Role | null, extraDice: number, leaderBonus: number): CombatCase => {
    const a = sideDice('attacker', winner === 'attacker' ? extraDice : 0, winner === 'attacker' ? leaderBonus : 0);
    const d = sideDice('defender', winner === 'defender' ? extraDice : 0, winner === 'defender' ? leaderBonus : 0);
    return { attacker: a, defender: d, outcomes: outcomesOf(a.hits, d.hits) };
  };

  const baseline = combatCase(null, 0, 0);
  const branch = (winner: Role, pWin: number): WinnerBranch => {
    const byEffect = new Map<CombatAdvantage, ChitCase>();
    for (const chit of COMBAT_ADVANTAGE_CHITS) {
      const prev = byEffect.get(chit.effect);
      if (prev) {
        byEffect.set(chit.effect, { ...prev, pDraw: prev.pDraw + 1 / COMBAT_ADVANTAGE_CHITS.length });
        continue;
      }
      const e = advantageEffect(state, battle, winner, chit);
      byEffect.set(chit.effect, { ...combatCase(winner, e.extraDice, e.leaderBonus), effect: chit.effect, pDraw: 1 / COMBAT_ADVANTAGE_CHITS.length, applied: e.applied, note: e.note });
    }
    const chits = [...byEffect.values()];
    return {
      pWin,
      chits,
      attackerHits: mix(chits.map((c) => ({ weight: c.pDraw, dist: c.attacker.hits }))),
      defenderHits: mix(chits.map((c) => ({ weight: c.pDraw, dist: c.defender.hits }))),
      outcomes: mixOutcomes(chits.map((c) => ({ weight: c.pDraw, o: c.outcomes }))),
    };
  };
  const byWinner = { attacker: branch('attacker', pAttacker), defender: branch('defender', 1 - pAttacker) };
  const ways = (['attacker', 'defender'] as const).filter((r) => byWinner[r].pWin > 0);
  let attackerHits = mix(ways.map((r) => ({ weight: byWinner[r].pWin, dist: byWinner[r].attackerHits })));
  let defenderHits = mix(ways.map((r) => ({ weight: byWinner[r].pWin, dist: byWinner[r].defenderHits })));
  let outcomes = mixOutcomes(ways.map((r) => ({ weight: byWinner[r].pWin, o: byWinner[r].outcomes })));
  if (battle.columnsOnly) {
    attackerHits = [{ value: 0, p: 1 }];
    defenderHits = [{ value: 0, p: 1 }];
    outcomes = { defenderRetreats: 0, attackerRetreats: 0, mutualLosses: 0, nothing: 0, columnsTaken: 1 };
  }
  return {
    attacker: side, from, target, attackers, defenders, amphibious,
    columnsOnly: battle.columnsOnly,
    supply, factors, initiative, baseline, byWinner, attackerHits, defenderHits,
    expectedHits: { attacker: mean(attackerHits), defender: mean(defenderHits) },
    outcomes, canRetreat,
    assumptions: [
      message('odds.attackExact', {}),
      message('odds.attackSupply', {}),
      message('odds.attackChits', {}),
      message('odds.attackRetreat', {}),
      ...(battle.columnsOnly ? [message('odds.attackColumnsOnly', {})] : []),
      ...(amphibious ? [message('odds.attackAmphibious', {})] : []),
    ],
  };
}
