import { z } from 'zod';
import type { ActionOf } from '../actions';
import { chooseCombatSupply } from '../land/attack';
import { message } from '../message';
import { hexId } from '../position/schemaParts';
import { LAND_COMBAT } from './checkParts';
import { decisionBase } from './decisionBase';
import { decisionEntry } from './entry';

/**
 * 6.1 / 8.9: each side of a land combat (the attacker first) may spend Supply Columns of its hex: none,
 * one for the extra die, one for the initiative, or (with two or more) both.
 */
export const combatSupplyEntry = decisionEntry('combatSupply', {
  answeredBy: 'either',
  answers: (_state, d): ActionOf<'combatSupply'>[] => {
    const choices: [boolean, boolean][] = [[false, false], [false, true], [true, false]];
    if (d.columns >= 2) choices.push([true, true]);
    return choices.map(([initiative, extraDie]) => ({ type: 'combatSupply', side: d.side, initiative, extraDie }));
  },
  perform: (state, d, a, map) => chooseCombatSupply(state, map, d, a.initiative, a.extraDie),
  message: (d) => message(d.role === 'attacker' ? 'prompt.combatSupplyAttacker' : 'prompt.combatSupplyDefender', { hex: d.hex }),
  schema: z.strictObject({ ...decisionBase('combatSupply'), hex: hexId, columns: z.number().int().min(1).max(200), role: z.enum(['attacker', 'defender']) }),
  // Checked against the battle record (position/battleDecisionFit.ts).
  phases: LAND_COMBAT,
  check: () => null,
});
