import { z } from 'zod';
import type { ActionOf } from '../actions';
import { message } from '../message';
import { onFormedStacks } from '../naval/perform';
import { attemptCapture, capturePairs, declineCapture } from '../naval/shipCapture';
import { NAVAL_MOVEMENT } from './checkParts';
import { decisionBase } from './decisionBase';
import { decisionEntry } from './entry';

/** 10.1 (optional): after a naval battle, the side that may tries to capture enemy ships, one attempt at a time, or stops. */
export const shipCaptureEntry = decisionEntry('shipCapture', {
  answeredBy: 'either',
  answers: (state, d): ActionOf<'declineCapture' | 'attemptCapture'>[] => [
    { type: 'declineCapture', side: d.side },
    ...capturePairs(state, state.naval.combat!, d.side).map((p) => ({ type: 'attemptCapture' as const, side: d.side, ...p })),
  ],
  perform: (state, _d, a, map) => onFormedStacks(state, map, (s) => (a.type === 'attemptCapture' ? attemptCapture(s, map, a.side, a.ship, a.target) : declineCapture(s, map))),
  message: () => message('prompt.shipCapture', {}),
  schema: z.strictObject(decisionBase('shipCapture')),
  // 10.1: checked against the naval combat record (position/navalRecord.ts); only with the option on.
  phases: NAVAL_MOVEMENT,
  within: 'navalCombat',
  check: (_d, state, _map, path) => (state.options.shipCapture ? null : message('position.pending.shipCaptureOff', { path })), // 10.1: an optional rule
});
