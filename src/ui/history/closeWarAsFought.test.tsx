import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReplayBar } from '../replay/ReplayBar';
import { whenSaved } from '../storage/autosave';
import { useGameStore } from '../store';
import { openWarAsFought } from './openWarAsFought';

/** The replay bar's "Close replay", as the player closes the tour. */
async function closeTheTour(): Promise<void> {
  const { unmount } = render(<ReplayBar />);
  fireEvent.click(screen.getByRole('button', { name: 'Close replay' }));
  await waitFor(() => expect(store().replay).toBeNull());
  await act(() => whenSaved());
  unmount();
}

const SAMPLE = readFileSync(join(__dirname, '../../../tests/samples/random-1879.json'), 'utf8');
const served = (text: string) => (async () => new Response(text, { status: 200 })) as unknown as typeof fetch;
const store = () => useGameStore.getState();

describe('closing the war as it was fought (QA round 7)', () => {
  it('goes back to the game that was being played, as it was saved (the tour\'s last board stayed on the screen as if it were the player\'s game)', async () => {
    store().startGame({ seed: 'before-the-tour', setup: 'historical' });
    const { gameId, game } = store();
    await whenSaved();
    expect(await openWarAsFought(served(SAMPLE))).toBe(true);
    expect(store().gameId).not.toBe(gameId);
    await closeTheTour();
    await waitFor(() => expect(store().gameId).toBe(gameId));
    expect(store().screen).toBe('playing');
    expect(store().replay).toBeNull();
    expect(store().game).toEqual(game);
  });

  it('opened from the new-game screen, goes back to it', async () => {
    store().showNewGame();
    expect(await openWarAsFought(served(SAMPLE))).toBe(true);
    expect(store().screen).toBe('playing');
    await closeTheTour();
    await waitFor(() => expect(store().screen).toBe('newGame'));
  });
});
