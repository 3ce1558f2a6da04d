import { describe, expect, it } from 'vitest';
import { judgeVictory } from './judgeVictory';

describe('victory conditions', () => {
  it('5.2 game turn 5: 6 VP wins for Chile, 2–5 goes on, under 2 is a sudden-death Allied win', () => {
    expect(judgeVictory(5, 6)).toMatchObject({ winner: 'chile', kind: 'victory', rule: '5.2' });
    for (const vp of [2, 3, 4, 5]) expect(judgeVictory(5, vp)).toBeNull();
    expect(judgeVictory(5, 1)).toMatchObject({ winner: 'allied', kind: 'suddenDeath', rule: '5.2' });
    expect(judgeVictory(5, 0)).toMatchObject({ winner: 'allied', kind: 'suddenDeath' });
  });
  it('5.3 game turn 9: 8 VP wins for Chile, 2–7 goes on, under 2 is a sudden-death Allied win', () => {
    expect(judgeVictory(9, 8)).toMatchObject({ winner: 'chile', rule: '5.3' });
    for (const vp of [2, 7]) expect(judgeVictory(9, vp)).toBeNull();
    expect(judgeVictory(9, 1)).toMatchObject({ winner: 'allied', kind: 'suddenDeath', rule: '5.3' });
  });
  it('5.4 game turn 12: 18+ Chile, 13–17 draw (13 read as a draw), under 13 Allied', () => {
    expect(judgeVictory(12, 18)).toMatchObject({ winner: 'chile', kind: 'victory', rule: '5.4' });
    for (const vp of [13, 14, 17]) expect(judgeVictory(12, vp)).toMatchObject({ winner: null, kind: 'draw' });
    expect(judgeVictory(12, 12)).toMatchObject({ winner: 'allied', kind: 'victory' });
  });
  it('4.1 VII: only turns 5, 9 and 12 are checked', () => {
    for (const t of [1, 2, 3, 4, 6, 7, 8, 10, 11]) expect(judgeVictory(t, 0)).toBeNull();
  });
});
