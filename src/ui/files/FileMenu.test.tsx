import 'fake-indexeddb/auto';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useGameStore } from '../store';
import { FileMenu } from './FileMenu';

const saved = vi.hoisted(() => ({ files: [] as string[] }));
vi.mock('./saveFile', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./saveFile')>()),
  download: (name: string) => saved.files.push(name),
}));

describe('saving a game file', () => {
  beforeEach(() => {
    saved.files.length = 0;
    useGameStore.getState().startGame({ seed: 'file-menu', setup: 'manual' });
  });

  it('4.1 I while the game is on, the file (both sides\' NADC orders and the dice secret, in plain text) is saved only once the player has been told and agrees', () => {
    render(<FileMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Save game file' }));
    expect(saved.files).toEqual([]);
    expect(screen.getByTestId('save-warning').textContent).toContain("both sides' secret NADC orders and the dice secret");
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('save-warning')).toBeNull();
    expect(saved.files).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Save game file' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the file' }));
    expect(saved.files).toHaveLength(1);
    expect(screen.queryByTestId('save-warning')).toBeNull();
  });

  it('the warning closes with Esc, or with a click beside it that goes no further (it went through to the map and sailed a fleet; QA round 5)', () => {
    render(<FileMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Save game file' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByTestId('save-warning')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save game file' }));
    const before = useGameStore.getState().game;
    fireEvent.click(screen.getByTestId('save-warning-backdrop'));
    expect(screen.queryByTestId('save-warning')).toBeNull();
    expect(useGameStore.getState().game).toBe(before);
    expect(saved.files).toEqual([]);
  });

  it('a game over holds no secret: its file is saved at once', () => {
    const game = useGameStore.getState().game;
    useGameStore.setState({ game: { ...game, result: { winner: 'chile', reason: 'sudden', turn: 5, chileVp: 18 } as unknown as typeof game.result } });
    render(<FileMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Save game file' }));
    expect(saved.files).toHaveLength(1);
    expect(screen.queryByTestId('save-warning')).toBeNull();
  });
});
