import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { newGame } from '../../engine';
import { deleteRecord, readAllRecords, writeRecord } from '../storage/gameDb';
import { savedGameRecord } from '../storage/savedGameRecord';
import { useGameStore } from '../store';
import { SavedGamesList } from './SavedGamesList';
import { i18n } from '../i18n';

function record(id: string, name: string) {
  return savedGameRecord(
    { gameId: id, gameName: name, game: newGame({ seed: id }), actions: [], start: null, players: { chile: 'human', allied: 'heuristic' }, botBudget: 500, botDelay: 100, undoAllowed: false, lesson: null },
    new Date(),
  );
}

describe('the saved-games list', () => {
  beforeEach(async () => {
    for (const [id] of await readAllRecords()) await deleteRecord(id);
    localStorage.clear();
  });

  it('lists the good games and reports the corrupt ones by id (a non-string name never blanks the page)', async () => {
    await writeRecord('good', record('good', 'Pacific war'));
    await writeRecord('bad', { ...record('bad', 'x'), name: 12345 });
    render(<SavedGamesList />);
    expect((await screen.findByTestId('unreadable-games')).textContent).toContain('1 saved game could not be read: bad');
    expect(screen.getByText('Pacific war')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Resume' })).toHaveLength(1);
  });

  it('removes the unreadable records only when asked, and keeps the others', async () => {
    await writeRecord('good', record('good', 'Pacific war'));
    await writeRecord('bad1', null);
    await writeRecord('bad2', { id: 'bad2' });
    render(<SavedGamesList />);
    expect((await screen.findByTestId('unreadable-games')).textContent).toContain('2 saved games could not be read: bad1, bad2');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the unreadable records' }));
    await waitFor(() => expect(screen.queryByTestId('unreadable-games')).toBeNull());
    expect((await readAllRecords()).map(([id]) => id)).toEqual(['good']);
  });

  it('resume opens the game under its own id with its players and settings', async () => {
    await writeRecord('good', record('good', 'Pacific war'));
    render(<SavedGamesList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Resume' }));
    const s = useGameStore.getState();
    expect([s.screen, s.gameId, s.gameName]).toEqual(['playing', 'good', 'Pacific war']);
    expect([s.players, s.botBudget, s.botDelay, s.undoAllowed]).toEqual([{ chile: 'human', allied: 'heuristic' }, 500, 100, false]);
    expect((await readAllRecords()).map(([id]) => id)).toEqual(['good']);
  });

  it('a finished game says who won and when, in the interface\'s language (the record holds no sentence)', async () => {
    await writeRecord('won', { ...record('won', 'Over'), result: { winner: 'chile', kind: 'victory', turn: 5, chileVp: 7 } });
    render(<SavedGamesList />);
    expect((await screen.findByText(/Chile won, turn 5/)).textContent).toContain('Chile won, turn 5');
  });

  it('dates a saved game in the interface\'s language (Spanish showed "11/29/2026, 7:11:28 AM")', async () => {
    await writeRecord('good', record('good', 'Pacific war'));
    await i18n.changeLanguage('es');
    try {
      render(<SavedGamesList />);
      await screen.findByText('Pacific war');
      const when = new Date(readSavedUpdated(await readAllRecords())).toLocaleString('es');
      expect(screen.getByTestId('saved-games').textContent).toContain(when);
      expect(when).not.toBe(new Date(readSavedUpdated(await readAllRecords())).toLocaleString('en-US'));
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

/** The one record's last-saved time. */
function readSavedUpdated(records: readonly (readonly [string, unknown])[]): number {
  return (records[0]![1] as { updated: number }).updated;
}

