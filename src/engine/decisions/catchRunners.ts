import { z } from 'zod';
import type { ActionOf } from '../actions';
import { message } from '../message';
import { catchRunner, letRunnersGo } from '../naval/blockade';
import type { CatchRunnersDecision } from '../naval/types';
import { onFormedStacks } from '../naval/perform';
import { getStack } from '../naval/stacks';
import { hexId, pieceId, pieceList } from '../position/schemaParts';
import type { GameState } from '../state';
import { NAVAL_MOVEMENT, first, ships } from './checkParts';
import { decisionBase } from './decisionBase';
import { decisionEntry } from './entry';

type CatchRunnersAnswer = ActionOf<'letRunnersGo' | 'catchRunner'>;

/** 7.6: catch one more of the runners that did not get through, or (before any is caught) let them all go. */
function answers(state: GameState, d: CatchRunnersDecision): CatchRunnersAnswer[] {
  const stack = getStack(state, d.stack)!;
  const out: CatchRunnersAnswer[] = d.caught.length === 0 ? [{ type: 'letRunnersGo', side: d.side }] : [];
  for (const ship of stack.ships) if (!d.caught.includes(ship)) out.push({ type: 'catchRunner', side: d.side, ship });
  return out;
}

/** 7.6: the blockader picks the `count` runners that did not get through (or lets them go). */
export const catchRunnersEntry = decisionEntry('catchRunners', {
  answeredBy: 'nonPhasing',
  answers,
  perform: (state, d, a, map) => onFormedStacks(state, map, (s) => (a.type === 'catchRunner' ? catchRunner(s, d, map, a.ship) : letRunnersGo(s, d, map))),
  message: (d) => message('prompt.catchRunners', { count: d.count - d.caught.length }),
  schema: z.strictObject({
    ...decisionBase('catchRunners'),
    stack: pieceId,
    hex: hexId,
    blockaders: pieceList(60).min(1),
    count: z.number().int().min(1).max(60),
    caught: pieceList(60),
  }),
  // 7.6: the blockader picks among the runners.
  phases: NAVAL_MOVEMENT,
  check: (d, state, map, path) => {
    const stack = getStack(state, d.stack);
    if (!stack) return message('position.naval.noSuchStack', { path, id: d.stack });
    if (stack.side === d.side) return message('position.pending.catchOwnRunners', { path }); // 7.6
    // 7.6: the runners beyond the die roll are caught, one choice at a time, until all are.
    if (d.count > stack.ships.length) return message('position.pending.tooManyRunners', { path, count: d.count, max: stack.ships.length });
    if (d.caught.length >= d.count) return message('position.pending.runnersAllCaught', { path, count: d.count });
    const stranger = d.caught.find((s) => !stack.ships.includes(s));
    if (stranger !== undefined) return message('position.pending.runnerNotInStack', { path, ship: stranger });
    return first(map.hexes[d.hex] ? null : message('position.record.hexOffMap', { path, hex: d.hex }), ships(state, d.blockaders, `${path}.blockaders`, d.side));
  },
});
