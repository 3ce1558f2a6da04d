import { describe, expect, it } from 'vitest';
import { legalActions, viewFor, type Action, type GameState } from '../../engine';
import { act } from '../../engine/testing/play';
import { situation, type LandSituation } from '../../engine/land/testKit';
import { heuristicChoose } from './heuristicBot';
import { unitWorth } from './odds';

const C = 'chile' as const;
const BUIN = 'cl-inf-buin-1';
const SECOND = 'cl-inf-2nd';
const CAZ = 'cl-cav-cazadores';
const PE1 = 'pe-inf-gen-bn-1';
const ILO = '3015';
const ARICA = '3116';
const TACNA = '3115';

/** Chile's stack at Ilo; Arica (2 VP) Chile's and empty; a Peruvian battalion at Tacna, beside both. */
const coast = (units: LandSituation['units']): GameState => situation({ turn: 3, units, control: { [ARICA]: 'chile' }, dice: [6, 5] });

/** Chile's stack at Ilo sets out and enters Arica. */
function intoArica(s: GameState): GameState {
  let r = act(s, { type: 'beginMove', side: C, from: ILO }).state;
  r = act(r, { type: 'rollMove', side: C }).state;
  return act(r, { type: 'moveStep', side: C, to: ARICA }).state;
}

const choose = (s: GameState): Action => heuristicChoose(viewFor(s, C), legalActions(s));
const weakestOf = (s: GameState, ids: string[]) => [...ids].sort((a, b) => unitWorth(viewFor(s, C), a) - unitWorth(viewFor(s, C), b) || a.localeCompare(b))[0]!;

describe('the heuristic holds the towns Chile takes (8.2 note, 3.0; issue 20 §3)', () => {
  it('8.2 note: a stack marching through an empty objective it holds, the enemy within reach, drops its weakest unit there', () => {
    const s = intoArica(coast({ [BUIN]: [ILO], [SECOND]: [ILO], [CAZ]: [ILO], [PE1]: [TACNA, 1] }));
    expect(choose(s)).toEqual({ type: 'dropOff', side: C, piece: weakestOf(s, [BUIN, SECOND, CAZ]) });
  });

  it('8.2 note: a lone unit marches on (nothing to drop)', () => {
    const s = intoArica(coast({ [BUIN]: [ILO], [PE1]: [TACNA, 1] }));
    expect(choose(s).type).not.toBe('dropOff');
  });

  it('8.2 note: nothing is dropped where a unit of its own already stands', () => {
    const s = intoArica(coast({ [BUIN]: [ILO], [SECOND]: [ILO], [CAZ]: [ARICA], [PE1]: [TACNA, 1] }));
    expect(choose(s).type).not.toBe('dropOff');
  });

  it('8.2 note: nothing is dropped with no enemy land unit within reach', () => {
    const s = intoArica(coast({ [BUIN]: [ILO], [SECOND]: [ILO], [CAZ]: [ILO] }));
    expect(choose(s).type).not.toBe('dropOff');
  });
});
