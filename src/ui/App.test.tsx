import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from './App';
import { useGameStore } from './store';

/**
 * Issue 12's initial-JS budget: the game screen is a chunk of its own, fetched while the new-game
 * screen is shown. A game started before it has arrived shows that the map is being laid out, then the
 * board, never a blank page.
 */
describe('the game screen loads apart from the new-game screen', () => {
  beforeEach(() => {
    useGameStore.getState().showNewGame();
  });

  it('the new-game screen is there at once', () => {
    render(<App />);
    expect(screen.getByRole('button', { name: 'Start the war' })).toBeTruthy();
  });

  it('a started game says the map is being laid out, then shows the board', async () => {
    useGameStore.getState().startGame({ seed: 'chunk', setup: 'manual' });
    const { container } = render(<App />);
    expect(screen.getByRole('status').textContent).toBe('Laying out the map…');
    // The chunk can take seconds to load on a busy machine (the whole game screen is compiled for the test DOM).
    expect(await screen.findByRole('button', { name: 'Historical set-up' }, { timeout: 15_000 })).toBeTruthy();
    expect(container.querySelectorAll('polygon[data-hex]').length).toBeGreaterThan(800);
    expect(screen.queryByText('Laying out the map…')).toBeNull();
  });
});
