import { z } from 'zod';
import type { ActionOf } from '../actions';
import { chooseCombatSupply } from '../land/attack';
import { columnsAt } from '../land/spaces';
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
  phases: LAND_COMBAT,
  within: 'landBattle',
  fitsBattle: (state, b, d, path) => {
    // The attacker chooses as the stage moves to the defender's choice; the defender, as it moves to the fight.
    const attacker = d.side === b.attacker;
    const expected = attacker ? { stage: 'defenderSupply', hex: b.from } : { stage: 'fight', hex: b.target };
    if (b.stage !== expected.stage) return message('position.battle.decisionWrongStage', { path });
    if (d.hex !== expected.hex) return message('position.battle.supplyWrongHex', { path, side: d.side, hex: expected.hex });
    if (d.role !== (attacker ? 'attacker' : 'defender')) return message('position.battle.supplyWrongRole', { path, side: d.side });
    // 6.1: the Supply Columns of the side's own hex.
    const count = columnsAt(state, d.hex, d.side).length;
    return d.columns === count ? null : message('position.battle.supplyWrongCount', { path, hex: d.hex, count });
  },
  check: () => null,
});
