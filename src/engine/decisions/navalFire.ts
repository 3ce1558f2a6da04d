import { z } from 'zod';
import type { ActionOf } from '../actions';
import { message } from '../message';
import { present } from '../naval/combatRecord';
import { fire } from '../naval/navalCombat';
import { onFormedStacks } from '../naval/perform';
import { isWarship } from '../naval/seaGeometry';
import { otherSide } from '../side';
import { NAVAL_MOVEMENT } from './checkParts';
import { decisionBase } from './decisionBase';
import { decisionEntry } from './entry';

/** 7.9 / 7.10: the side to fire picks one of its warships that has not fired and an enemy ship present. */
export const navalFireEntry = decisionEntry('navalFire', {
  answeredBy: 'either',
  answers: (state, d): ActionOf<'fire'>[] => {
    const c = state.naval.combat!;
    const shooters = present(state, c, d.side).filter((s) => isWarship(s) && !c.fired.includes(s));
    const targets = present(state, c, otherSide(d.side));
    return shooters.flatMap((ship) => targets.map((target) => ({ type: 'fire' as const, side: d.side, ship, target })));
  },
  perform: (state, _d, a, map) => onFormedStacks(state, map, (s) => fire(s, map, a.side, a.ship, a.target)),
  message: () => message('prompt.navalFire', {}),
  schema: z.strictObject(decisionBase('navalFire')),
  // 7.9: checked against the naval combat record (position/navalRecord.ts).
  phases: NAVAL_MOVEMENT,
  within: 'navalCombat',
  check: () => null,
});
