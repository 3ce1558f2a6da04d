import { z } from 'zod';
import type { ActionOf } from '../actions';
import { message } from '../message';
import { addInterceptors, declineInterception, interceptorsOf, letPass, rollInterception } from '../naval/interception';
import type { InterceptionDecision } from '../naval/types';
import { onFormedStacks } from '../naval/perform';
import { isWarship, shipsIn } from '../naval/seaGeometry';
import { getStack } from '../naval/stacks';
import { hexId, hexList, pieceId } from '../position/schemaParts';
import type { GameState } from '../state';
import { NAVAL_MOVEMENT } from './checkParts';
import { decisionBase } from './decisionBase';
import { decisionEntry } from './entry';

type InterceptionAnswer = ActionOf<'declineInterception' | 'interceptRoll' | 'intercept'>;

/**
 * 7.3: add a hex of warships, roll what is declared (with or without the transports), decline in this
 * hex (asked again in the next), or let the stack pass (these warships are not asked about it again).
 */
function answers(state: GameState, d: InterceptionDecision): InterceptionAnswer[] {
  const out: InterceptionAnswer[] = [{ type: 'declineInterception', side: d.side }, { type: 'declineInterception', side: d.side, letPass: true }];
  if (d.chosen.length > 0) {
    out.push({ type: 'interceptRoll', side: d.side, transports: false });
    const withTransports = interceptorsOf(state, d, true).some((g) => g.ships.some((s) => !isWarship(s)));
    if (withTransports) out.push({ type: 'interceptRoll', side: d.side, transports: true });
  }
  for (const hex of d.eligible) if (!d.chosen.includes(hex)) out.push({ type: 'intercept', side: d.side, hex });
  return out;
}

/**
 * 7.3: the non-moving side may intercept the stack that just entered `hex`, from hexes holding its
 * warships (7.6: blockaders intercept a stack that does not run their blockade, from their own hex).
 */
export const interceptionEntry = decisionEntry('interception', {
  answeredBy: 'nonPhasing',
  answers,
  perform: (state, d, a, map) =>
    onFormedStacks(state, map, (s) =>
      a.type === 'intercept'
        ? addInterceptors(s, d, a.hex)
        : a.type === 'interceptRoll'
          ? rollInterception(s, d, map, a.transports)
          : a.letPass
            ? letPass(s, d, map)
            : declineInterception(s, d, map),
    ),
  message: (d) => message(d.rule === '7.6' ? 'prompt.blockadeInterception' : 'prompt.interception', { hex: d.hex }),
  schema: z.strictObject({ ...decisionBase('interception'), stack: pieceId, hex: hexId, eligible: hexList(200), chosen: hexList(200) }),
  // 7.3: the enemy of a moving stack, from hexes holding its warships not yet spent against that stack.
  phases: NAVAL_MOVEMENT,
  check: (d, state, map, path) => {
    const stack = getStack(state, d.stack);
    if (!stack) return message('position.naval.noSuchStack', { path, id: d.stack });
    if (stack.side === d.side) return message('position.pending.interceptOwnStack', { path }); // 7.3
    if (!map.hexes[d.hex]) return message('position.record.hexOffMap', { path, hex: d.hex });
    const notEligible = d.chosen.find((h) => !d.eligible.includes(h));
    if (notEligible !== undefined) return message('position.pending.chosenNotEligible', { path, hex: notEligible });
    for (const hex of d.eligible) {
      // 7.3: only warships intercept, and not those already spent against this stack.
      if (!shipsIn(state, hex, d.side).some((s) => isWarship(s) && !stack.immuneTo.includes(s))) return message('position.pending.noInterceptor', { path, hex });
    }
    return null;
  },
});
