import { z } from 'zod';
import type { ActionOf } from '../actions';
import { advanceCandidates, advanceUnit, endAdvance } from '../land/advance';
import { advanceRoom, survivors } from '../land/battle';
import type { AdvanceDecision } from '../land/types';
import { message } from '../message';
import { hexId } from '../position/schemaParts';
import type { GameState } from '../state';
import { LAND_COMBAT } from './checkParts';
import { decisionBase } from './decisionBase';
import { decisionEntry } from './entry';

type AdvanceAnswer = ActionOf<'advanceUnit' | 'endAdvance'>;

/** 8.11: advance a participating unit into the emptied hex while stacking allows, or stop. */
function answers(state: GameState, d: AdvanceDecision): AdvanceAnswer[] {
  const b = state.land.battle;
  const room = b ? advanceRoom(state, b) : 0;
  const units = room > 0 ? advanceCandidates(state) : [];
  return [...units.map((unit): AdvanceAnswer => ({ type: 'advanceUnit', side: d.side, unit })), { type: 'endAdvance', side: d.side }];
}

/** 8.11: the attacker may advance participating units into the hex the defenders left. */
export const advanceEntry = decisionEntry('advance', {
  answeredBy: 'phasing',
  answers,
  perform: (state, d, a, map) => (a.type === 'advanceUnit' ? advanceUnit(state, map, d, a.unit) : endAdvance(state, map)),
  message: (d) => message('prompt.advance', { hex: d.target }),
  schema: z.strictObject({ ...decisionBase('advance'), from: hexId, target: hexId }),
  phases: LAND_COMBAT,
  within: 'landBattle',
  // 8.11: the attacker's, once the battle is done and the defenders are gone; 7.6: never after a landing.
  fitsBattle: (state, b, d, path) => {
    if (b.stage !== 'done') return message('position.battle.decisionWrongStage', { path });
    if (b.amphibious) return message('position.battle.advanceAfterLanding', { path });
    if (d.side !== b.attacker || d.from !== b.from || d.target !== b.target) return message('position.battle.advanceMismatch', { path });
    return survivors(state, b, 'defender').length === 0 ? null : message('position.battle.advanceDefendersHold', { path, hex: b.target });
  },
  check: () => null,
});
