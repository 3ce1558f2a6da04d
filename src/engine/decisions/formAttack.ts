import { z } from 'zod';
import type { ActionOf } from '../actions';
import { cancelAttack, declareAttack, eligibleAttackers, toggleAttacker } from '../land/attack';
import type { FormAttackDecision } from '../land/types';
import { message } from '../message';
import { hexId, pieceList } from '../position/schemaParts';
import type { GameState } from '../state';
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
  perform: (state, d, a) => (a.type === 'declareAttack' ? declareAttack(state, d) : a.type === 'toggleAttacker' ? toggleAttacker(state, d, a.unit) : cancelAttack(state)),
  message: (d) => message('prompt.formAttack', { from: d.from, to: d.target, count: d.units.length }),
  schema: z.strictObject({ ...decisionBase('formAttack'), from: hexId, target: hexId, units: pieceList(40) }),
});
