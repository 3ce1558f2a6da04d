import { z } from 'zod';
import type { ActionOf } from '../actions';
import { message } from '../message';
import { present } from '../naval/combatRecord';
import { beginNavalCombat, setAside } from '../naval/navalCombat';
import { onFormedStacks } from '../naval/perform';
import { NAVAL_MOVEMENT } from './checkParts';
import { decisionBase } from './decisionBase';
import { decisionEntry } from './entry';

/** 7.9: the outnumbering side sets excess ships aside, one at a time up to the limit, or begins the gunfire. */
export const setAsideEntry = decisionEntry('setAside', {
  answeredBy: 'either',
  answers: (state, d): ActionOf<'beginNavalCombat' | 'setAside'>[] => {
    const c = state.naval.combat!;
    const out: ActionOf<'beginNavalCombat' | 'setAside'>[] = [{ type: 'beginNavalCombat', side: d.side }];
    if (c.setAside.length < c.setAsideLimit) for (const ship of present(state, c, d.side)) out.push({ type: 'setAside', side: d.side, ship });
    return out;
  },
  perform: (state, _d, a, map) => onFormedStacks(state, map, (s) => (a.type === 'setAside' ? setAside(s, map, a.side, a.ship) : beginNavalCombat(s, map))),
  message: () => message('prompt.setAside', {}),
  schema: z.strictObject(decisionBase('setAside')),
  // 7.9: checked against the naval combat record (position/navalRecord.ts).
  phases: NAVAL_MOVEMENT,
  within: 'navalCombat',
  check: () => null,
});
