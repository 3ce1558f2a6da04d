import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newGame } from '../engine';
import { useGameStore } from './store';
import { VpTally } from './VpTally';

describe('the VP line', () => {
  it('5.6 says when Bolivia quits while it is at war, and no longer once it has quit', () => {
    const game = newGame({ seed: 'vp-tally' });
    useGameStore.setState({ game });
    const { rerender } = render(<VpTally />);
    const bolivia = screen.getByTestId('vp-bolivia');
    expect(bolivia.textContent).toBe(' · Bolivia quits at 7 (5.6)');
    expect(bolivia.getAttribute('title')).toBe('Bolivia quits the war at the end of any game turn with Chile at 7 VP or more, or with Oruro and La Paz held by Chile');
    expect(screen.getByTestId('vp').textContent).toMatch(/^Chile: 0 VP · next check turn 5: Chile wins with 6, the Allies with fewer than 2 \(5\.2\) · Bolivia quits at 7 \(5\.6\)$/);
    useGameStore.setState({ game: { ...game, boliviaInWar: false } });
    rerender(<VpTally />);
    expect(screen.queryByTestId('vp-bolivia')).toBeNull();
  });

  it('5.4 before the last check: the three outcomes, a draw with 13–17 among them (only "Chile wins with 18" was said: table QA round 13)', () => {
    const game = newGame({ seed: 'vp-tally' });
    useGameStore.setState({ game: { ...game, turn: 10, boliviaInWar: false } });
    render(<VpTally />);
    expect(screen.getByTestId('vp').textContent).toBe('Chile: 0 VP · next check turn 12: Chile wins with 18, a draw with 13–17, the Allies with fewer than 13 (5.4)');
  });

  it('5.5 the naval bonus VP are told apart within the total, so that it adds up with the map (table QA round 13)', () => {
    const game = newGame({ seed: 'vp-tally' });
    useGameStore.setState({ game: { ...game, bonusVp: 2 } });
    render(<VpTally />);
    expect(screen.getByTestId('vp').textContent).toMatch(/^Chile: 2 VP \(2 of them naval bonus, 5\.5\) · next check turn 5/);
  });
});
