import { describe, expect, it } from 'vitest';
import { newGame, type GameState } from '../../engine';
import { outcome } from './choosePlan';
import { chileChancesAfterCheck, valueAfterCheck, worthAfterCheck } from './checkOdds';
import { RESULT_VALUE } from './evaluate';

/** A game going on into the turn after a check that Chile passed with `vp` VP. */
const afterCheck = (turn: number, vp: number): GameState => {
  const s = newGame({ seed: 3 });
  return { ...s, turn: turn + 1, vpRecord: [...s.vpRecord, { turn, chileVp: vp }] };
};

describe('Chile’s chances after a victory check that settles nothing (5.2, 5.3; scripts/check-odds.ts)', () => {
  it('5.2 more VP at the turn 5 check give Chile better chances, none of them settled (2–5 VP neither win nor lose there)', () => {
    const odds = [2, 3, 4, 5].map((vp) => chileChancesAfterCheck(5, vp)!);
    for (let i = 1; i < odds.length; i++) expect(odds[i]).toBeGreaterThan(odds[i - 1]!);
    // Fitted to the heuristic of 70b4d76: 0.36 at 2 VP to 0.52 at 5 (Chile at 5 VP went on to win 55 % of 73 games);
    // to that of 2026-12-01 with the escort relay: 0.16 at 2 VP (Chile at 2 VP went on to win 17 % of 127 games)
    // to 0.30 at 5. Low, not hopeless.
    expect(odds[0]).toBeGreaterThan(0.1);
    expect(odds[3]).toBeLessThan(0.8);
  });

  it('5.3 after the turn 9 check Chile, needing 18 VP at turn 12 (5.4), is far behind', () => {
    // 70b4d76's heuristic: Chile at 7 VP after the turn 9 check went on to win 34 % of 25 games.
    expect(chileChancesAfterCheck(9, 7)!).toBeLessThan(0.4);
    expect(chileChancesAfterCheck(9, 2)!).toBeLessThan(0.15);
    expect(chileChancesAfterCheck(9, 7)!).toBeLessThan(chileChancesAfterCheck(5, 5)!);
  });

  it('only the turn 5 and turn 9 checks can leave the game going on', () => {
    expect(chileChancesAfterCheck(12, 15)).toBeNull();
    expect(chileChancesAfterCheck(6, 4)).toBeNull();
  });

  it('a look-ahead just past a check is worth those chances to Chile and the rest to the Allies', () => {
    const s = afterCheck(5, 4);
    const chile = chileChancesAfterCheck(5, 4)!;
    expect(worthAfterCheck(s, 'chile')).toBeCloseTo(chile);
    expect(worthAfterCheck(s, 'allied')).toBeCloseTo(1 - chile);
    expect(valueAfterCheck(s, 'chile')).toBeCloseTo(RESULT_VALUE * (2 * chile - 1));
    expect(outcome(s, 'chile')).toBeCloseTo(chile);
  });

  it('a position not just after a check, or a finished game, is left to the evaluation or the result', () => {
    expect(worthAfterCheck(newGame({ seed: 3 }), 'chile')).toBeNull();
    expect(worthAfterCheck({ ...afterCheck(5, 4), turn: 7 }, 'chile')).toBeNull();
    const done = { ...afterCheck(5, 4), result: { winner: 'allied', kind: 'victory', turn: 5, chileVp: 1, rule: '5.2', summary: { code: 'result.alliedVictory', params: { vp: 1, max: 4 } } } } as GameState;
    expect(worthAfterCheck(done, 'allied')).toBeNull();
    expect(outcome(done, 'allied')).toBe(1);
  });
});
