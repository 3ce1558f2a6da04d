import { describe, expect, it } from 'vitest';
import { judgeVictory } from '../../engine/victory/judgeVictory';
import { vpMargin, type VpMargin } from './vpMargin';

/** The outcome of a check, as a word: null when the war goes on. */
const outcome = (turn: number, vp: number) => {
  const r = judgeVictory(turn, Math.max(0, vp));
  return r ? `${r.winner ?? 'draw'}:${r.kind}` : null;
};

/** The VP a margin names, with the direction (fewer −, more +), and the outcome it names. */
const steps = (m: VpMargin): [number, string | null][] => {
  switch (m.kind) {
    case 'checkWin':
      return [[-m.fewer, null]];
    case 'suddenDeath':
      return [[m.more, null]];
    case 'finalWin':
      return [[-m.fewer, 'draw:draw']];
    case 'draw':
      return [[m.more, 'chile:victory'], [-m.fewer, 'allied:victory']];
    case 'finalLoss':
      return [[m.toDraw, 'draw:draw'], [m.toWin, 'chile:victory']];
  }
};

describe('5.2–5.4 what would have changed a result', () => {
  it('5.2–5.4 each margin is the fewest VP that give the outcome it names at that check, for every result from 0 to 24 VP at turns 5, 9 and 12 (read off the engine\'s own verdicts)', () => {
    let checked = 0;
    for (const turn of [5, 9, 12]) {
      for (let vp = 0; vp <= 24; vp++) {
        const result = judgeVictory(turn, vp);
        if (!result) continue;
        const m = vpMargin(result)!;
        for (const [step, named] of steps(m)) {
          // That many VP more (or fewer) give the outcome named, and one fewer of them does not: the fewest.
          expect(Math.abs(step), `${turn}/${vp}`).toBeGreaterThanOrEqual(1);
          expect(outcome(turn, vp + step), `${turn}/${vp} ${step}`).toBe(named);
          expect(outcome(turn, vp + step - Math.sign(step)), `${turn}/${vp} ${step}`).not.toBe(named);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('5.4 a draw with 14 VP at turn 12: 4 more for a Chilean victory (18), 2 fewer for an Allied one (12); 5.2 sudden death at 1 VP: 1 more', () => {
    expect(vpMargin(judgeVictory(12, 14)!)).toEqual({ kind: 'draw', more: 4, fewer: 2 });
    expect(vpMargin(judgeVictory(5, 1)!)).toEqual({ kind: 'suddenDeath', more: 1 });
    expect(vpMargin(judgeVictory(9, 10)!)).toEqual({ kind: 'checkWin', fewer: 3 });
    expect(vpMargin(judgeVictory(12, 7)!)).toEqual({ kind: 'finalLoss', toDraw: 6, toWin: 11 });
    expect(vpMargin(judgeVictory(12, 18)!)).toEqual({ kind: 'finalWin', fewer: 1 });
  });
});
