import { describe, expect, it } from 'vitest';
import { decisionTally } from './decision';
import { scriptedState, scriptedStep } from './scripted';
import { runTallies } from './tally';

describe('the deciding turn (5.2–5.4) and 5.5 bonus VP', () => {
  it('reads the result, the bonus VP and the VP at each check', () => {
    const t = decisionTally();
    const s = scriptedState();
    runTallies([
      scriptedStep(s, [{ type: 'victoryChecked', turn: 5, chileVp: 5, outcome: { code: 'outcome.gameGoesOn', params: { vp: 5 } }, rule: '5.1' }]),
      scriptedStep(s, [{ type: 'victoryChecked', turn: 9, chileVp: 9, outcome: { code: 'result.chileanVictory', params: { vp: 9, min: 8 } }, rule: '5.1' }]),
    ] as never, [t]);
    const final = { ...s, bonusVp: 1, result: { winner: 'chile' as const, kind: 'victory' as const, turn: 9, chileVp: 9, rule: '5.3', summary: { code: 'result.chileanVictory', params: { vp: 9, min: 8 } } as never } };
    expect(t.result(final)).toEqual({ winner: 'chile', kind: 'victory', turn: 9, chileVp: 9, bonusVp: 1, checks: [{ turn: 5, chileVp: 5 }, { turn: 9, chileVp: 9 }] });
  });

  it('an unfinished game has no deciding turn', () => {
    const t = decisionTally();
    expect(t.result(scriptedState())).toMatchObject({ winner: null, kind: null, turn: null, chileVp: null, bonusVp: 0 });
  });
});
