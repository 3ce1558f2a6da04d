import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newGame, viewFor, type PlayerView } from '../engine';
import { message } from '../engine/message';
import { GameOver } from './GameOver';

describe('the end of the game', () => {
  it('5.2–5.4 the VP chart is labelled: caption, both axes, what each check asks, the sudden-death line, each turn\'s VP', () => {
    const base = viewFor(newGame({ seed: 'over' }), 'chile');
    const view: PlayerView = {
      ...base,
      result: { winner: 'chile', kind: 'victory', turn: 9, chileVp: 9, rule: '5.3', summary: message('result.chileanVictory', { vp: 9, min: 8 }) },
      vpRecord: Array.from({ length: 9 }, (_, i) => ({ turn: i + 1, chileVp: i })),
    };
    const { container } = render(<GameOver view={view} />);
    expect(screen.getByText("Chile's Victory Points at the end of each turn", { selector: 'figcaption' })).toBeTruthy();
    const words = [...container.querySelectorAll('.vp-chart text')].map((e) => e.textContent);
    expect(words).toEqual(expect.arrayContaining(['game turn', 'VP', '6+ wins (5.2)', '8+ wins (5.3)', '18+ wins (5.4)', 'under 2: Allies win (5.2, 5.3)']));
    // Every turn of the game on the axis, 1 to 12, whether played or not.
    expect(words.filter((w) => /^\d+$/.test(w ?? '')).map(Number)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]));
    expect([...container.querySelectorAll('.vp-chart circle title')].map((e) => e.textContent)[4]).toBe('Turn 5: 4 VP');
  });
});
