import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newGame } from '../../engine';
import { act } from '../../engine/testing/play';
import { loadSavedGames, resumeSavedGame } from '../files/savedGames';
import { deleteRecord, readAllRecords, readRecord, writeRecord } from './gameDb';
import { LEGACY_KEY, migrateLocalStorage } from './migrateLocalStorage';

/** A saved game as the first edition wrote it into localStorage. */
function legacy(id: string, name: unknown, seed: string) {
  const a = { type: 'historicalSetup', side: 'allied' } as const;
  const s = act(newGame({ seed }), a).state;
  return { id, name, seed, options: s.options, start: null, actions: [a], updated: '2025-01-02T03:04:05.000Z', turn: s.turn, side: s.side, phase: s.phase, result: null };
}

describe('moving the first edition\'s localStorage saves into IndexedDB', () => {
  beforeEach(async () => {
    for (const [id] of await readAllRecords()) await deleteRecord(id);
    localStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('moves each good record, keeps and reports the bad ones, then removes the old key', async () => {
    localStorage.setItem(LEGACY_KEY, JSON.stringify([legacy('g1', 'One', 'a'), legacy('g2', 42, 'b'), 'junk', legacy('g3', 'Three', 'c')]));
    const report = await migrateLocalStorage();
    expect(report).toEqual({ moved: 4, unreadable: ['legacy-2-g2', 'legacy-3'], failed: null });
    expect(localStorage.getItem(LEGACY_KEY)).toBeNull();
    const { games, unreadable } = await loadSavedGames();
    expect(games.map((g) => g.id).sort()).toEqual(['g1', 'g3']);
    expect(unreadable.sort()).toEqual(['legacy-2-g2', 'legacy-3']);
    // The moved game resumes as it was, played by two humans (the first edition kept no players).
    const r = resumeSavedGame(games.find((g) => g.id === 'g1')!);
    if (!r.ok) throw new Error(r.message);
    expect(r.value.game.step).toBe(1);
    expect(r.value.settings.players).toEqual({ chile: 'human', allied: 'human' });
    expect(await readRecord('legacy-2-g2')).toEqual(legacy('g2', 42, 'b'));
  });

  it('runs once: a second run finds nothing to move', async () => {
    localStorage.setItem(LEGACY_KEY, JSON.stringify([legacy('g1', 'One', 'a')]));
    await migrateLocalStorage();
    expect(await migrateLocalStorage()).toEqual({ moved: 0, unreadable: [], failed: null });
    expect((await readAllRecords()).map(([id]) => id)).toEqual(['g1']);
  });

  it('keeps the old key when a write fails, and the retry never overwrites a game already moved and played on', async () => {
    localStorage.setItem(LEGACY_KEY, JSON.stringify([legacy('g1', 'One', 'a'), legacy('g2', 'Two', 'b')]));
    const put = IDBObjectStore.prototype.put;
    let writes = 0;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (++writes === 2) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    });
    const first = await migrateLocalStorage();
    expect(first.failed).toBe('The quota has been exceeded.');
    expect(localStorage.getItem(LEGACY_KEY)).not.toBeNull();
    vi.restoreAllMocks();

    const playedOn = { ...(await readRecord('g1') as object), name: 'One, played on' };
    await writeRecord('g1', playedOn);
    expect(await migrateLocalStorage()).toMatchObject({ moved: 1, failed: null });
    expect(await readRecord('g1')).toEqual(playedOn);
    expect((await readAllRecords()).map(([id]) => id).sort()).toEqual(['g1', 'g2']);
    expect(localStorage.getItem(LEGACY_KEY)).toBeNull();
  });

  it('an old store that is not JSON is kept as one unreadable record, not thrown away', async () => {
    localStorage.setItem(LEGACY_KEY, '{not json');
    expect(await migrateLocalStorage()).toEqual({ moved: 1, unreadable: ['legacy-1'], failed: null });
    expect(await readRecord('legacy-1')).toBe('{not json');
    expect((await loadSavedGames()).unreadable).toEqual(['legacy-1']);
  });
});
