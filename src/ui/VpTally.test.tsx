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
});
