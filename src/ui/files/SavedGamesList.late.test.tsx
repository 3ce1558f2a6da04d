import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedGamesListing } from './savedGames';

let answer: (l: SavedGamesListing) => void = () => undefined;
vi.mock('./savedGames', async (original) => ({
  ...(await original<typeof import('./savedGames')>()),
  loadSavedGames: () => new Promise<SavedGamesListing>((resolve) => (answer = resolve)),
}));
vi.mock('../storage/autosave', async (original) => ({
  ...(await original<typeof import('../storage/autosave')>()),
  releaseSavedGame: () => Promise.resolve(),
}));

const { SavedGamesList } = await import('./SavedGamesList');

describe('the saved-games list, answered late', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('drops a listing that arrives after the list is gone (it was set on the torn-down page: CI\'s unhandled "window is not defined")', async () => {
    const rejected: unknown[] = [];
    const onRejection = (reason: unknown) => rejected.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const { unmount } = render(<SavedGamesList />);
      unmount();
      // As when the test page is torn down before the browser's store answers: no window any more.
      vi.stubGlobal('window', undefined);
      answer({ games: [], unreadable: [], error: null, migrationFailed: null });
      await new Promise((r) => setTimeout(r, 20));
      expect(rejected).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});
