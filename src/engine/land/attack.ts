import type { GameEvent } from '../events';
import type { HexId } from '../hex';
import type { GameMap } from '../map/types';
import { otherSide, type Side } from '../side';
import type { AmphibiousAssault } from '../pieces/pieceState';
import type { GameState } from '../state';
import type { Step } from '../step';
import { assignLosses, runBattle } from './battle';
import { isImpassableHexside, isLandHex } from './movementCost';
import { adjacentSpaces } from './reachableHexes';
import { columnsAt, unitsAt, withLand } from './spaces';
import { loseStep } from './stepLoss';
import { HOLDING_BOX, type Battle, type CombatLossesDecision, type CombatSupplyDecision, type FormAttackDecision } from './types';


const pop = (state: GameState): GameState => ({ ...state, pending: state.pending.slice(0, -1) });

/** 7.6: a landing still to be fought: some landed units and some enemy land units are in the hex. */
export function assaultIsLive(state: GameState, a: AmphibiousAssault): boolean {
  const here = new Set(unitsAt(state, a.hex, a.side));
  return a.units.some((u) => here.has(u)) && unitsAt(state, a.hex, otherSide(a.side)).length > 0;
}

/** 7.6: the side's landings that must still attack this phase. */
export function liveAssaults(state: GameState, side: Side): AmphibiousAssault[] {
  return state.amphibiousAssaults.filter((a) => a.side === side && assaultIsLive(state, a));
}

/** 8.7: units of a hex that may still attack this phase (not yet attacked; 7.6 landings only attack their hex). */
export function eligibleAttackers(state: GameState, side: Side, from: HexId): string[] {
  const landed = new Set(state.amphibiousAssaults.filter((a) => a.side === side).flatMap((a) => a.units));
  return unitsAt(state, from, side).filter((u) => !state.land.attacked.includes(u) && !landed.has(u));
}

/**
 * 8.7: the hexes a side's units in `from` may attack: adjacent land hexes (not across an impassable
 * hexside) holding enemy land units or enemy Supply Columns; and `from` itself when enemy land units
 * share it (after a 7.6 landing that left both sides there).
 */
export function attackTargets(state: GameState, map: GameMap, side: Side, from: HexId): HexId[] {
  const enemy = otherSide(side);
  const held = (h: HexId) => unitsAt(state, h, enemy).length > 0 || columnsAt(state, h, enemy).length > 0;
  const out = adjacentSpaces(map, from).filter((h): h is HexId => h !== HOLDING_BOX && isLandHex(map, h) && !isImpassableHexside(map, from, h) && held(h));
  if (unitsAt(state, from, enemy).length > 0) out.push(from);
  return out;
}

/** 8.7: pick an enemy hex to attack from a hex; every unit there that may attack is chosen to start with. */
export function beginAttack(state: GameState, side: Side, from: HexId, target: HexId): Step {
  const units = eligibleAttackers(state, side, from);
  const d: FormAttackDecision = { kind: 'formAttack', side, rule: '8.7', from, target, units };
  return { state: { ...state, pending: [...state.pending, d] }, events: [] };
}

/** 8.7 note: attack with some units of a hex, not others. */
export function toggleAttacker(state: GameState, d: FormAttackDecision, unit: string): Step {
  const units = d.units.includes(unit) ? d.units.filter((u) => u !== unit) : eligibleAttackers(state, d.side, d.from).filter((u) => u === unit || d.units.includes(u));
  const base = pop(state);
  return { state: { ...base, pending: [...base.pending, { ...d, units }] }, events: [] };
}

export function cancelAttack(state: GameState): Step {
  return { state: pop(state), events: [] };
}

function startBattle(state: GameState, map: GameMap, side: Side, from: HexId, target: HexId, attackers: readonly string[], amphibious: boolean): Step {
  const defenders = unitsAt(state, target, otherSide(side));
  const none = { initiative: false, extraDie: false };
  const battle: Battle = {
    attacker: side, from, target, attackers, defenders, amphibious,
    columnsOnly: defenders.length === 0,
    supply: { attacker: none, defender: none },
    stage: defenders.length === 0 ? 'advance' : 'attackerSupply',
    hits: { attacker: 0, defender: 0 },
    advanced: [],
  };
  const s = withLand(state, { battle, attacked: [...state.land.attacked, ...attackers] });
  const declared: GameEvent = { type: 'attackDeclared', side, from, target, units: attackers, amphibious, rule: amphibious ? '7.6' : '8.7' };
  const r = runBattle(s, map);
  return { state: r.state, events: [declared, ...r.events] };
}

/** 8.7–8.8: the chosen units attack (each once this phase). */
export function declareAttack(state: GameState, map: GameMap, d: FormAttackDecision): Step {
  return startBattle(pop(state), map, d.side, d.from, d.target, d.units, false);
}

/** 7.6: the landed units attack the enemy in their landing hex (the defender rolls one extra die); the entry is then done. */
export function resolveAssault(state: GameState, map: GameMap, side: Side, hex: HexId): Step {
  const entry = liveAssaults(state, side).find((a) => a.hex === hex)!;
  const here = new Set(unitsAt(state, hex, side));
  const attackers = entry.units.filter((u) => here.has(u));
  const s = { ...state, amphibiousAssaults: state.amphibiousAssaults.filter((a) => a !== entry) };
  return startBattle(s, map, side, hex, hex, attackers, true);
}

/** 6.1 / 8.9: the side's Supply Column choice for this combat. */
export function chooseCombatSupply(state: GameState, map: GameMap, d: CombatSupplyDecision, initiative: boolean, extraDie: boolean): Step {
  const b = state.land.battle!;
  const role = d.side === b.attacker ? 'attacker' : 'defender';
  const s = withLand(pop(state), { battle: { ...b, supply: { ...b.supply, [role]: { initiative, extraDie } } } });
  return runBattle(s, map);
}

/** 8.9: one step of the hits on a unit of the owner's choice. */
export function takeLoss(state: GameState, map: GameMap, d: CombatLossesDecision, unit: string): Step {
  const r = loseStep(pop(state), unit, 'reason.combatHit', '8.9');
  const more = assignLosses(r.state, d.side, d.hits - 1, d.candidates);
  const next = runBattle(more.state, map);
  return { state: next.state, events: [...r.events, ...more.events, ...next.events] };
}
