import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGameStore } from '../store';
import { whenSaved } from './autosave';
import { StorageNotice } from './StorageNotice';
import { setLock, useStorageStatus } from './storageStatus';

describe('the storage notice', () => {
  beforeEach(() => {
    useStorageStatus.setState({ problem: null, lock: null });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a full storage to the player, with the game file to download', async () => {
    render(<StorageNotice />);
    expect(screen.queryByTestId('storage-notice')).toBeNull();
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await act(async () => {
      useGameStore.getState().startGame({ seed: 'full', setup: 'manual' });
      await whenSaved();
    });
    expect(screen.getByTestId('storage-notice').textContent).toContain("The browser's storage is full");
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:game');
    URL.revokeObjectURL = vi.fn();
    act(() => screen.getByRole('button', { name: 'Download the game file' }).click());
    expect(click).toHaveBeenCalledOnce();
  });

  it('in a tab where the game is open elsewhere: says so and offers a copy or to take over', () => {
    useGameStore.getState().startGame({ seed: 'two-tabs', setup: 'manual' });
    render(<StorageNotice />);
    act(() => setLock(useGameStore.getState().gameId, 'elsewhere'));
    expect(screen.getByTestId('storage-notice').textContent).toContain('open in another tab');
    const id = useGameStore.getState().gameId;
    act(() => screen.getByRole('button', { name: 'Open a copy here' }).click());
    expect(useGameStore.getState().gameId).not.toBe(id);
    expect(useGameStore.getState().gameName).toMatch(/\(copy\)$/);
    expect(screen.queryByTestId('storage-notice')).toBeNull();
  });
});
