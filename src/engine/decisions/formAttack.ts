import { z } from 'zod';
import type { ActionOf } from '../actions';
import { areAdjacent } from '../hex';
import { cancelAttack, declareAttack, eligibleAttackers, toggleAttacker } from '../land/attack';
import { isLandHex } from '../land/movementCost';
import type { FormAttackDecision } from '../land/types';
import { message } from '../message';
import { hexId, pieceList } from '../position/schemaParts';
import type { GameState } from '../state';
import { LAND_COMBAT, allIn, first, ownPieces } from './checkParts';
import { decisionBase } from './decisionBase';
import { decisionEntry } from './entry';

type FormAttackAnswer = ActionOf<'declareAttack' | 'toggleAttacker' | 'cancelAttack'>;

/** 8.7 note: attack with some units of the hex (at least one), or call the attack off. */
function answers(state: GameState, d: FormAttackDecision): FormAttackAnswer[] {
  const toggles = eligibleAttackers(state, d.side, d.from)
    .filter((u) => !(d.units.length === 1 && d.units[0] === u))
    .map((unit): FormAttackAnswer => ({ type: 'toggleAttacker', side: d.side, unit }));
  return [...(d.units.length > 0 ? [{ type: 'declareAttack', side: d.side } as const] : []), ...toggles, { type: 'cancelAttack', side: d.side }];
}

/** 8.7: the attacker picks which units of a hex attack an adjacent enemy hex. */
export const formAttackEntry = decisionEntry('formAttack', {
  answeredBy: 'phasing',
  answers,
  perform: (state, d, a, map) => (a.type === 'declareAttack' ? declareAttack(state, map, d) : a.type === 'toggleAttacker' ? toggleAttacker(state, d, a.unit) : cancelAttack(state)),
  message: (d) => message('prompt.formAttack', { from: d.from, to: d.target, count: d.units.length }),
  schema: z.strictObject({ ...decisionBase('formAttack'), from: hexId, target: hexId, units: pieceList(40) }),
  // 8.7: the phasing player's units of `from` against an adjacent (or, after a landing, the same) hex.
  phases: LAND_COMBAT,
  check: (d, state, map, path) =>
    first(
      d.side === state.side ? null : message('position.pending.notPhasing', { path, decision: d.kind, side: d.side, rule: '8.7' }), // 8.7: only the phasing player attacks
      isLandHex(map, d.from) && isLandHex(map, d.target) ? null : message('position.pending.attackNotLand', { path, from: d.from, to: d.target }),
      d.from === d.target || areAdjacent(d.from, d.target) ? null : message('position.pending.attackNotAdjacent', { path, from: d.from, to: d.target }), // 8.7
      ownPieces(state, d.units, d.side, `${path}.units`, false),
      allIn(state, d.units, d.from, `${path}.units`),
    ),
});
