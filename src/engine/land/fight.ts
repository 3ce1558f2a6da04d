import { roll, type Modifier, type RollEvent } from '../dice';
import type { GameEvent } from '../events';
import type { GameMap } from '../map/types';
import { message } from '../message';
import { otherSide } from '../side';
import type { GameState } from '../state';
import type { Step } from '../step';
import { advantageEffect, drawChit } from './combatAdvantage';
import { initiativeModifiers, sideDieModifiers } from './combatModifiers';
import { columnsAt } from './spaces';
import { removeColumn } from './stepLoss';
import type { Battle } from './types';

/** 8.9: a modified 6 or more is a hit; a modified die above 6 counts as 6 (8.12 example). */
export const HIT_ON = 6;

type Role = 'attacker' | 'defender';

/** A side's combat dice before the chit: one per unit (8.9), one for a Supply Column spent on it (8.9), the defender's one against a landing (7.6). */
export interface FixedDice {
  readonly units: number;
  readonly supplyDie: boolean;
  readonly landingDie: boolean;
  readonly count: number;
}

/** 8.9 / 7.6: the dice a side rolls in a battle whatever chit is drawn (the fight and the odds both count them here). */
export function fixedDice(battle: Battle, role: Role): FixedDice {
  const units = (role === 'attacker' ? battle.attackers : battle.defenders).length;
  const supplyDie = battle.supply[role].extraDie;
  const landingDie = role === 'defender' && battle.amphibious;
  return { units, supplyDie, landingDie, count: units + (supplyDie ? 1 : 0) + (landingDie ? 1 : 0) };
}

/** One combat die with its modifiers, the result capped at 6 (8.12 example). */
function combatDie(state: GameState, side: Battle['attacker'], role: Role, modifiers: readonly Modifier[]): { state: GameState; event: RollEvent; hit: boolean } {
  const r = roll(state.dice, { purpose: message(role === 'attacker' ? 'roll.combatAttacking' : 'roll.combatDefending', {}), rule: '8.9', side, count: 1, reading: 'sum', modifiers });
  const result = Math.min(HIT_ON, r.event.result);
  return { state: { ...state, dice: r.dice }, event: { ...r.event, result }, hit: result >= HIT_ON };
}

/**
 * 8.8–8.9 and 6.1: spend the chosen Supply Columns, roll the initiative (defender wins ties), let
 * the winner draw a combat advantage chit, and roll every combat die. Returns the hits of each side.
 */
export function fight(state: GameState, map: GameMap, battle: Battle): Step & { readonly hits: Battle['hits'] } {
  const events: GameEvent[] = [];
  const defender = otherSide(battle.attacker);
  let s = state;
  // 6.1 / 8.9: the columns chosen before any roll leave play.
  for (const role of ['attacker', 'defender'] as const) {
    const side = role === 'attacker' ? battle.attacker : defender;
    const hex = role === 'attacker' ? battle.from : battle.target;
    const use = battle.supply[role];
    for (const [on, what, rule] of [[use.initiative, 'initiative', '6.1'], [use.extraDie, 'extraDie', '8.9']] as const) {
      if (!on) continue;
      s = removeColumn(s, columnsAt(s, hex, side)[0]!);
      events.push({ type: 'combatSupplySpent', side, hex, use: what, rule });
    }
  }
  // 8.8 initiative
  const a = roll(s.dice, { purpose: message('roll.initiativeAttacker', {}), rule: '8.8', side: battle.attacker, count: 1, reading: 'sum', modifiers: initiativeModifiers(s, battle.attackers, battle.supply.attacker.initiative) });
  const d = roll(a.dice, { purpose: message('roll.initiativeDefender', {}), rule: '8.8', side: defender, count: 1, reading: 'sum', modifiers: initiativeModifiers(s, battle.defenders, battle.supply.defender.initiative) });
  s = { ...s, dice: d.dice };
  const winnerRole: Role = a.event.result > d.event.result ? 'attacker' : 'defender';
  const winner = winnerRole === 'attacker' ? battle.attacker : defender;
  events.push(a.event, d.event, { type: 'initiativeWon', side: winner, attackerTotal: a.event.result, defenderTotal: d.event.result, rule: '8.8' });
  // 8.9 combat advantage
  const drawn = drawChit(s.dice);
  s = { ...s, dice: drawn.dice };
  const effect = advantageEffect(s, battle, winnerRole, drawn.chit);
  events.push({ type: 'combatAdvantageDrawn', side: winner, chit: drawn.chit.id, effect: drawn.chit.effect, applied: effect.applied, note: effect.note, rule: '8.9' });
  // 8.9 one die per unit, + supply, + chit, + 7.6 the defender's extra die against a landing
  const hits = { attacker: 0, defender: 0 };
  for (const role of ['attacker', 'defender'] as const) {
    const side = role === 'attacker' ? battle.attacker : defender;
    const won = role === winnerRole;
    const { units, supplyDie, landingDie, count: fixed } = fixedDice(battle, role);
    const chitDice = won ? effect.extraDice : 0;
    const count = fixed + chitDice;
    events.push({ type: 'combatDiceCount', side, role, count, units, supplyDie, chitDice, chit: chitDice > 0 ? drawn.chit.id : null, landingDie, rule: landingDie ? '7.6' : '8.9' });
    const base = sideDieModifiers(s, map, battle, role);
    for (let i = 0; i < count; i++) {
      const leader: Modifier[] = won && i === 0 && effect.leaderBonus > 0 ? [{ value: effect.leaderBonus, ...message('modifier.inspiringLeader', { chit: drawn.chit.id }), rule: '8.9' }] : [];
      const die = combatDie(s, side, role, [...base, ...leader]);
      s = die.state;
      events.push(die.event);
      if (die.hit) hits[role]++;
    }
  }
  events.push({ type: 'combatResolved', attacker: battle.attacker, target: battle.target, attackerHits: hits.attacker, defenderHits: hits.defender, rule: '8.9' });
  return { state: s, events, hits };
}
