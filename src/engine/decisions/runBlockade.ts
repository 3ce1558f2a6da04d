import { z } from 'zod';
import type { ActionOf } from '../actions';
import { message } from '../message';
import { runBlockade } from '../naval/blockade';
import { onFormedStacks } from '../naval/perform';
import { getStack } from '../naval/stacks';
import { hexId, pieceId, pieceList } from '../position/schemaParts';
import { otherSide } from '../side';
import { NAVAL_MOVEMENT, first, ships } from './checkParts';
import { decisionBase } from './decisionBase';
import { decisionEntry } from './entry';

/** 7.6: the moving side decides whether to run the blockade of `hex` (roll) or not (and may be intercepted). */
export const runBlockadeEntry = decisionEntry('runBlockade', {
  answeredBy: 'phasing',
  answers: (_state, d): ActionOf<'runBlockade'>[] => [
    { type: 'runBlockade', side: d.side, run: false },
    { type: 'runBlockade', side: d.side, run: true },
  ],
  perform: (state, d, a, map) => onFormedStacks(state, map, (s) => runBlockade(s, d, map, a.run)),
  message: (d) => message('prompt.runBlockade', { hex: d.hex }),
  schema: z.strictObject({ ...decisionBase('runBlockade'), stack: pieceId, hex: hexId, blockaders: pieceList(60).min(1) }),
  // 7.6: the moving stack's owner, at a port blockaded by enemy warships.
  phases: NAVAL_MOVEMENT,
  check: (d, state, map, path) => {
    const stack = getStack(state, d.stack);
    if (!stack) return message('position.naval.noSuchStack', { path, id: d.stack });
    if (stack.side !== d.side) return message('position.pending.runOthersBlockade', { path }); // 7.6: the stack's owner runs the blockade
    return first(map.hexes[d.hex] ? null : message('position.record.hexOffMap', { path, hex: d.hex }), ships(state, d.blockaders, `${path}.blockaders`, otherSide(d.side)));
  },
});
