import { describe, expect, it } from 'vitest';
import { pairGames, pairedText, signTest, type MatchGame } from './paired';

describe('wotp paired (issue 20 §3)', () => {
  it('the sign test is the exact two-sided binomial', () => {
    // 9 heads of 10: P(X ≤ 1) = 11/1024, doubled.
    expect(signTest(9, 1)).toBeCloseTo(22 / 1024, 10);
    expect(signTest(1, 9)).toBeCloseTo(22 / 1024, 10);
    expect(signTest(5, 5)).toBe(1);
    expect(signTest(0, 0)).toBe(1);
    // 36 better, 17 worse: p ≈ 0.013 (docs/bots.md, the earlier search run).
    expect(signTest(36, 17)).toBeGreaterThan(0.01);
    expect(signTest(36, 17)).toBeLessThan(0.015);
  });

  it('pairs games by seed and side, a draw counting half', () => {
    const g = (seed: number, aSide: 'chile' | 'allied', winner: 'chile' | 'allied' | null): MatchGame => ({ seed, aSide, winner });
    const a = [g(1, 'chile', 'chile'), g(2, 'chile', null), g(3, 'chile', 'allied'), g(4, 'chile', 'chile'), g(1, 'allied', 'allied')];
    const base = [g(1, 'chile', 'allied'), g(2, 'chile', 'allied'), g(3, 'chile', 'allied'), g(4, 'chile', 'chile'), g(1, 'allied', 'chile'), g(9, 'chile', 'chile')];
    const [chile, allied] = pairGames(a, base);
    expect(chile).toMatchObject({ side: 'chile', pairs: 4, wins: 2, draws: 1, baselineWins: 1, better: 2, worse: 0, tied: 2 });
    expect(allied).toMatchObject({ side: 'allied', pairs: 1, wins: 1, baselineWins: 0, better: 1, worse: 0 });
    expect(pairedText([chile!], 'search', 'heuristic')).toMatch(/search as chile: won 2\/4 \(50%.*\n.*heuristic as chile on the same seeds: won 1\/4.*\n.*better 2, worse 0, tied 2; sign test two-sided p = 0\.5000/);
  });
});
