import { describe, expect, it } from 'vitest';
import { COMBAT_ADVANTAGE_CHITS, landUnit } from '../counters';
import { scriptDice } from '../dice';
import { getMap } from '../map/getMap';
import { scriptChit } from '../land/combatAdvantage';
import { initiativeModifiers, sideDieModifiers } from '../land/combatModifiers';
import { fight } from '../land/fight';
import { situation, type LandSituation } from '../land/testKit';
import { unitsAt } from '../land/spaces';
import type { Battle } from '../land/types';
import type { GameState } from '../state';
import { seededRandom } from '../../bots/seededRandom';
import { landAttackOdds, type LandAttackChoices } from './landAttackOdds';

const map = getMap();
const BUIN = 'cl-inf-buin-1';
const CAZ = 'cl-cav-cazadores';
const ART = 'cl-art-2nd';
const ZEPITA = 'pe-inf-zepita';
const AYACUCHO = 'pe-inf-ayacucho';

interface Case {
  readonly name: string;
  readonly at: LandSituation;
  readonly from: string;
  readonly target: string;
  readonly attackers: string[];
  readonly choices: LandAttackChoices;
}

const CASES: Case[] = [
  {
    name: 'artillery and cavalry across a river into rough, with a Supply Column\'s extra die',
    at: { phase: 'landCombat', units: { [ART]: ['3115'], [CAZ]: ['3115'], [ZEPITA]: ['3014'] }, supply: { 'sc-1': ['chile', '3115'] } },
    from: '3115', target: '3014', attackers: [ART, CAZ], choices: { attackerSupply: { extraDie: true } },
  },
  {
    name: '7.6 landing against two units, the defender spending a column on the initiative',
    at: { phase: 'landCombat', units: { [BUIN]: ['3520'], [ZEPITA]: ['3520', 1], [AYACUCHO]: ['3520'] }, supply: { 'sc-1': ['peru', '3520'] }, assaults: [{ hex: '3520', side: 'chile', units: [BUIN] }] },
    from: '3520', target: '3520', attackers: [BUIN], choices: { defenderSupply: { initiative: true } },
  },
  {
    name: 'a fort (+3) in La Paz',
    at: { phase: 'landCombat', units: { [BUIN]: ['3514'], 'bo-inf-colorados': ['3513', 1] }, forts: { 'bo-fort-la-paz': 'standing' } },
    from: '3514', target: '3513', attackers: [BUIN], choices: {},
  },
];

/** The test's own reading of 8.9's chits (docs/rules-notes.md): [extra dice, +2 on one die]. */
function chitEffect(effect: string, winnerIsAttacker: boolean, units: readonly string[]): [number, number] {
  const has = (kind: string) => units.some((u) => landUnit(u).kind === kind);
  if (effect === 'inspiringLeader') return [0, 2];
  if (effect === 'earthworks') return winnerIsAttacker ? [0, 0] : [1, 0];
  if (effect === 'cavalryCharge') return winnerIsAttacker && has('cavalry') ? [1, 0] : [0, 0];
  if (effect === 'tacticalSurprise') return winnerIsAttacker ? [1, 0] : [0, 0];
  if (effect === 'slaughter') return [2, 0];
  if (effect === 'canister') return has('artillery') ? [2, 0] : [0, 0];
  return [0, 0];
}

function setUp(c: Case) {
  const state = situation(c.at);
  const odds = landAttackOdds(state, map, c.from, c.target, c.attackers, c.choices);
  const battle: Battle = {
    attacker: 'chile', from: c.from, target: c.target, attackers: c.attackers, defenders: unitsAt(state, c.target, 'allied'),
    amphibious: odds.amphibious, columnsOnly: false, supply: odds.supply, stage: 'fight', hits: { attacker: 0, defender: 0 }, advanced: [],
  };
  const total = (m: readonly { value: number }[]) => m.reduce((s, x) => s + x.value, 0);
  const mods = {
    initA: total(initiativeModifiers(state, battle.attackers, battle.supply.attacker.initiative)),
    initD: total(initiativeModifiers(state, battle.defenders, battle.supply.defender.initiative)),
    dieA: total(sideDieModifiers(state, map, battle, 'attacker')),
    dieD: total(sideDieModifiers(state, map, battle, 'defender')),
  };
  return { state, odds, battle, mods };
}

/** Dice counts and the first die's bonus of each side, by the test's own reading. */
function diceOf(battle: Battle, winnerIsAttacker: boolean, effect: string) {
  const [extra, leader] = chitEffect(effect, winnerIsAttacker, winnerIsAttacker ? battle.attackers : battle.defenders);
  const a = battle.attackers.length + (battle.supply.attacker.extraDie ? 1 : 0) + (winnerIsAttacker ? extra : 0);
  const d = battle.defenders.length + (battle.supply.defender.extraDie ? 1 : 0) + (winnerIsAttacker ? 0 : extra) + (battle.amphibious ? 1 : 0);
  return { a, d, leaderA: winnerIsAttacker ? leader : 0, leaderD: winnerIsAttacker ? 0 : leader };
}

const isHit = (die: number, mod: number) => Math.min(6, die + mod) === 6;

describe('8.8–8.10 land attack odds: brute force over the initiative dice, the 13 chits and every combat die', () => {
  it.each(CASES)('$name', (c) => {
    const { odds, battle, mods } = setUp(c);
    const outcome = { defenderRetreats: 0, attackerRetreats: 0, mutualLosses: 0, nothing: 0 };
    const hitsA = new Map<number, number>();
    const hitsD = new Map<number, number>();
    let pInitA = 0;
    const memo = new Map<string, { o: typeof outcome; a: Map<number, number>; d: Map<number, number> }>();
    for (let ia = 1; ia <= 6; ia++) {
      for (let id = 1; id <= 6; id++) {
        const attackerWins = ia + mods.initA > id + mods.initD;
        if (attackerWins) pInitA += 1 / 36;
        for (const chit of COMBAT_ADVANTAGE_CHITS) {
          const key = `${attackerWins}:${chit.effect}`;
          if (!memo.has(key)) {
            const n = diceOf(battle, attackerWins, chit.effect);
            const o = { defenderRetreats: 0, attackerRetreats: 0, mutualLosses: 0, nothing: 0 };
            const a = new Map<number, number>();
            const d = new Map<number, number>();
            const all = 6 ** (n.a + n.d);
            for (let code = 0; code < all; code++) {
              let x = code;
              let ha = 0;
              let hd = 0;
              for (let i = 0; i < n.a + n.d; i++) {
                const die = (x % 6) + 1;
                x = Math.floor(x / 6);
                if (i < n.a) ha += isHit(die, mods.dieA + (i === 0 ? n.leaderA : 0)) ? 1 : 0;
                else hd += isHit(die, mods.dieD + (i === n.a ? n.leaderD : 0)) ? 1 : 0;
              }
              const key2 = ha > 0 && hd > 0 ? 'mutualLosses' : ha > 0 ? 'defenderRetreats' : hd > 0 ? 'attackerRetreats' : 'nothing';
              o[key2] += 1 / all;
              a.set(ha, (a.get(ha) ?? 0) + 1 / all);
              d.set(hd, (d.get(hd) ?? 0) + 1 / all);
            }
            memo.set(key, { o, a, d });
          }
          const m = memo.get(key)!;
          const w = 1 / 36 / COMBAT_ADVANTAGE_CHITS.length;
          for (const k of Object.keys(outcome) as (keyof typeof outcome)[]) outcome[k] += w * m.o[k];
          for (const [v, p] of m.a) hitsA.set(v, (hitsA.get(v) ?? 0) + w * p);
          for (const [v, p] of m.d) hitsD.set(v, (hitsD.get(v) ?? 0) + w * p);
        }
      }
    }
    expect(odds.amphibious).toBe(c.from === c.target);
    expect(odds.initiative.pAttacker).toBeCloseTo(pInitA, 12);
    for (const k of Object.keys(outcome) as (keyof typeof outcome)[]) expect(odds.outcomes[k]).toBeCloseTo(outcome[k], 12);
    for (const o of odds.attackerHits) expect(o.p).toBeCloseTo(hitsA.get(o.value) ?? 0, 12);
    for (const o of odds.defenderHits) expect(o.p).toBeCloseTo(hitsD.get(o.value) ?? 0, 12);
    const sum = odds.outcomes.defenderRetreats + odds.outcomes.attackerRetreats + odds.outcomes.mutualLosses + odds.outcomes.nothing;
    expect(sum).toBeCloseTo(1, 12);
  });

  it.each(CASES)('the test\'s reading agrees with the engine\'s fight() on 150 random scripted combats: $name', (c) => {
    const { state, battle, mods } = setUp(c);
    const random = seededRandom(11);
    const die = () => 1 + Math.floor(random() * 6);
    for (let k = 0; k < 150; k++) {
      const ia = die();
      const id = die();
      const chit = COMBAT_ADVANTAGE_CHITS[Math.floor(random() * COMBAT_ADVANTAGE_CHITS.length)]!;
      const attackerWins = ia + mods.initA > id + mods.initD;
      const n = diceOf(battle, attackerWins, chit.effect);
      const combat = Array.from({ length: n.a + n.d }, die);
      const s: GameState = { ...state, dice: scriptChit(scriptDice(state.dice, [ia, id, ...combat]), chit.effect) };
      const f = fight(s, map, battle);
      const ha = combat.slice(0, n.a).filter((x, i) => isHit(x, mods.dieA + (i === 0 ? n.leaderA : 0))).length;
      const hd = combat.slice(n.a).filter((x, i) => isHit(x, mods.dieD + (i === 0 ? n.leaderD : 0))).length;
      expect(f.hits).toEqual({ attacker: ha, defender: hd });
      expect(f.state.dice.script ?? []).toHaveLength(0);
    }
  });
});

describe('land attack odds: details', () => {
  it('8.12 example: the Chilean regiment (+2) vs four Allied battalions; ties go to the defender', () => {
    const s = situation({
      side: 'allied', phase: 'landCombat',
      units: { 'pe-inf-gen-bn-1': ['3115', 1], 'pe-inf-gen-bn-2': ['3115', 1], 'pe-inf-gen-bn-3': ['3115', 1], 'pe-inf-gen-bn-4': ['3115', 1], [BUIN]: ['3014', 2] },
      supply: { 'sc-1': ['peru', '3115'] },
    });
    const o = landAttackOdds(s, map, '3115', '3014', ['pe-inf-gen-bn-1', 'pe-inf-gen-bn-2', 'pe-inf-gen-bn-3', 'pe-inf-gen-bn-4'], { attackerSupply: { extraDie: true } });
    // P(d6 > d6 + 2) = 6/36 (only 6 vs 1..3 → 3, 5 vs 1..2 → 2, 4 vs 1 → 1).
    expect(o.initiative).toMatchObject({ attackerModifier: 0, defenderModifier: 2 });
    expect(o.initiative.pAttacker).toBeCloseTo(6 / 36, 12);
    expect(o.baseline.attacker.dice).toBe(5);
    expect(o.baseline.defender.modifier).toBe(2); // rough +1, river +1
    const leader = o.byWinner.defender.chits.find((c) => c.effect === 'inspiringLeader')!;
    expect(leader.defender.hitChances).toEqual([5 / 6]); // 3 + 4 → 6: 2 + 2 + 2 on one die
    expect(o.byWinner.defender.chits.reduce((t, c) => t + c.pDraw, 0)).toBeCloseTo(1, 12);
  });

  it('a supply use with no column to pay for it is dropped; columns alone are taken without dice', () => {
    const s = situation({ phase: 'landCombat', units: { [BUIN]: ['3115'] }, supply: { 'sc-1': ['peru', '3215'] } });
    const o = landAttackOdds(s, map, '3115', '3215', [BUIN], { attackerSupply: { extraDie: true, initiative: true } });
    expect(o.supply.attacker).toEqual({ initiative: false, extraDie: false });
    expect(o.columnsOnly).toBe(true);
    expect(o.outcomes.columnsTaken).toBe(1);
  });

  it.each(CASES)("8.8 / 8.9 / 7.6 the odds' factors are the modifiers and dice the fight rolls with: $name", (c) => {
    const { state, odds, battle } = setUp(c);
    // A No Event chit: no die besides the fixed ones, no Inspiring Leader.
    const s: GameState = { ...state, dice: scriptChit(scriptDice(state.dice, Array<number>(20).fill(3)), 'noEvent') };
    const events = fight(s, map, battle).events;
    const rollOf = (code: string) => events.find((e) => e.type === 'roll' && e.purpose.code === code);
    for (const role of ['attacker', 'defender'] as const) {
      const f = odds.factors[role];
      const init = rollOf(role === 'attacker' ? 'roll.initiativeAttacker' : 'roll.initiativeDefender');
      const die = rollOf(role === 'attacker' ? 'roll.combatAttacking' : 'roll.combatDefending');
      const count = events.find((e) => e.type === 'combatDiceCount' && e.role === role);
      expect(init && init.type === 'roll' ? init.modifiers : null).toEqual(f.initiative);
      expect(die && die.type === 'roll' ? die.modifiers : null).toEqual(f.dieModifiers);
      expect(count).toMatchObject({ count: f.dice.count, units: f.dice.units, supplyDie: f.dice.supplyDie, landingDie: f.dice.landingDie });
    }
  });
});
