import { z } from 'zod';
import type { ActionOf } from '../actions';
import { takeLoss } from '../land/attack';
import { stepsOf } from '../land/stepLoss';
import { message } from '../message';
import { pieceList } from '../position/schemaParts';
import { LAND_COMBAT, ownPieces } from './checkParts';
import { decisionBase } from './decisionBase';
import { decisionEntry } from './entry';

/** 8.9: each side takes the hits it suffered as step losses, one step at a time, on units of its choice. */
export const combatLossesEntry = decisionEntry('combatLosses', {
  answeredBy: 'either',
  answers: (state, d): ActionOf<'takeLoss'>[] => d.candidates.filter((u) => stepsOf(state, u) > 0).map((unit) => ({ type: 'takeLoss', side: d.side, unit })),
  perform: (state, d, a, map) => takeLoss(state, map, d, a.unit),
  message: (d) => message('prompt.combatLosses', { count: d.hits }),
  schema: z.strictObject({ ...decisionBase('combatLosses'), hits: z.number().int().min(1).max(200), candidates: pieceList(40).min(1) }),
  // 8.9: the attacker's losses are asked above the defender's.
  phases: LAND_COMBAT,
  over: ['combatLosses'],
  within: 'landBattle',
  // 8.9: losses are asked once the fight is over (the stage has moved on to the retreat), of the battle's own units.
  fitsBattle: (_state, b, d, path) => {
    if (b.stage !== 'retreat') return message('position.battle.decisionWrongStage', { path });
    const units = d.side === b.attacker ? b.attackers : b.defenders;
    const stranger = d.candidates.find((u) => !units.includes(u));
    return stranger === undefined ? null : message('position.battle.lossNotInBattle', { path, unit: stranger, side: d.side });
  },
  check: (d, state, _map, path) => ownPieces(state, d.candidates, d.side, `${path}.candidates`, false),
});
