import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newGame, viewFor, type PlayerView } from '../../engine';
import { judgeVictory } from '../../engine/victory/judgeVictory';
import { i18n } from '../i18n';
import { GameOver } from '../GameOver';

/** The end of a game with Chile holding `held` and `bonus` naval bonus VP, judged at `turn` by the engine's own table. */
function ended(held: string[], bonus: number, vp: number, turn: number): PlayerView {
  const base = viewFor(newGame({ seed: 'vp-account' }), 'chile');
  return { ...base, control: { chile: [...held].sort(), allied: base.control.allied.filter((h) => !held.includes(h)) }, bonusVp: bonus, result: judgeVictory(turn, vp)!, vpRecord: [] };
}

describe('5.1 the end of the game says where Chile\'s VP came from and what would have changed the result (QA round 17: the total alone)', () => {
  it('5.1 / 5.4 a draw at turn 12 on 14 VP: Lima 7, Arequipa, Arica and Iquique 2 each, the naval bonus 1 (5.5); 4 VP more for a Chilean victory, 2 fewer for an Allied one', () => {
    render(<GameOver view={ended(['2008', '2913', '3116', '3218'], 1, 14, 12)} />);
    const account = screen.getByTestId('vp-account');
    expect([...account.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Lima (2008): 7', 'Arequipa (2913): 2', 'Arica (3116): 2', 'Iquique (3218): 2', 'naval bonus: 1 (5.5)']);
    expect(account.textContent).toContain("Where Chile's 14 VP came from (5.1):");
    expect(screen.getByTestId('vp-margin').textContent).toBe('4 VP more would have made it a Chilean victory, 2 fewer an Allied victory (5.4).');
  });

  it('5.2 sudden death at turn 5 on 1 VP with no objective held: 1 VP more and the war would have gone on; in Spanish too', async () => {
    const view = ended([], 1, 1, 5);
    const { unmount } = render(<GameOver view={view} />);
    expect([...screen.getByTestId('vp-account').querySelectorAll('li')].map((li) => li.textContent)).toEqual(['naval bonus: 1 (5.5)']);
    expect(screen.getByTestId('vp-margin').textContent).toBe('With 1 VP more, the war would have gone on (5.2).');
    unmount();
    await i18n.changeLanguage('es');
    try {
      render(<GameOver view={view} />);
      expect(screen.getByTestId('vp-margin').textContent).toBe('Con 1 PV más, la guerra habría seguido (5.2).');
      expect(screen.getByTestId('vp-account').textContent).toContain('bonificación naval: 1 (5.5)');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
