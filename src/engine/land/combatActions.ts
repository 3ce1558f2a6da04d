import type { Action } from '../actions';
import { landUnit } from '../counters';
import { sideOf } from '../sideOf';
import type { Side } from '../side';
import type { GameState } from '../state';
import { advanceCandidates } from './advance';
import { attackTargets, eligibleAttackers, liveAssaults } from './attack';
import { advanceRoom } from './battle';
import { retreatHexes } from './retreatHexes';
import { stepsOf } from './stepLoss';
import type { AdvanceDecision, CombatLossesDecision, CombatSupplyDecision, FormAttackDecision, RetreatDecision } from './types';

/**
 * VI. Land Combat Phase (8.7): fight each 7.6 landing, attack from any hex with units that have not
 * attacked yet, or end the phase — not while a landing is still to be fought (7.6).
 */
export function landCombatActions(state: GameState, side: Side): Action[] {
  const assaults = liveAssaults(state, side);
  const out: Action[] = assaults.map((a): Action => ({ type: 'resolveAssault', side, hex: a.hex }));
  const hexes = new Set<string>();
  for (const [id, u] of Object.entries(state.units)) {
    if (u.location.kind === 'hex' && sideOf(landUnit(id).nation) === side) hexes.add(u.location.hex);
  }
  for (const from of [...hexes].sort()) {
    if (eligibleAttackers(state, side, from).length === 0) continue;
    for (const target of attackTargets(state, side, from)) {
      if (target === from && assaults.some((a) => a.hex === from)) continue;
      out.push({ type: 'beginAttack', side, from, target });
    }
  }
  return assaults.length === 0 ? [{ type: 'endPhase', side }, ...out] : out;
}

export function formAttackAnswers(state: GameState, d: FormAttackDecision): Action[] {
  const toggles = eligibleAttackers(state, d.side, d.from)
    .filter((u) => !(d.units.length === 1 && d.units[0] === u))
    .map((unit): Action => ({ type: 'toggleAttacker', side: d.side, unit }));
  return [...(d.units.length > 0 ? [{ type: 'declareAttack', side: d.side } as Action] : []), ...toggles, { type: 'cancelAttack', side: d.side }];
}

/** 6.1 / 8.9: no column, one for the extra die, one for the initiative, or (with two or more) both. */
export function combatSupplyAnswers(d: CombatSupplyDecision): Action[] {
  const choices: [boolean, boolean][] = [[false, false], [false, true], [true, false]];
  if (d.columns >= 2) choices.push([true, true]);
  return choices.map(([initiative, extraDie]): Action => ({ type: 'combatSupply', side: d.side, initiative, extraDie }));
}

export function combatLossesAnswers(state: GameState, d: CombatLossesDecision): Action[] {
  return d.candidates.filter((u) => stepsOf(state, u) > 0).map((unit): Action => ({ type: 'takeLoss', side: d.side, unit }));
}

export function retreatAnswers(state: GameState, d: RetreatDecision): Action[] {
  const units = d.units.filter((u) => stepsOf(state, u) > 0);
  return [
    ...retreatHexes(state, d.side, d.from).map((to): Action => ({ type: 'retreat', side: d.side, to })),
    ...units.map((unit): Action => ({ type: 'holdGround', side: d.side, unit })),
  ];
}

export function advanceAnswers(state: GameState, d: AdvanceDecision): Action[] {
  const b = state.land.battle;
  const room = b ? advanceRoom(state, b) : 0;
  const units = room > 0 ? advanceCandidates(state) : [];
  return [...units.map((unit): Action => ({ type: 'advanceUnit', side: d.side, unit })), { type: 'endAdvance', side: d.side }];
}
