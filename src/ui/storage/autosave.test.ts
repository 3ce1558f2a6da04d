import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameState } from '../../engine';
import { useGameStore } from '../store';
import { autosave, whenSaved } from './autosave';
import { deleteRecord, readAllRecords, readRecord } from './gameDb';
import { readSavedGame } from './savedGameSchema';
import { useStorageStatus } from './storageStatus';

const store = () => useGameStore.getState();
const problem = () => useStorageStatus.getState().problem;

describe('autosave never fails silently', () => {
  beforeEach(async () => {
    for (const [id] of await readAllRecords()) await deleteRecord(id);
    useStorageStatus.setState({ problem: null, lock: null });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a full storage (QuotaExceededError) is reported as such, and a later good write clears it', async () => {
    store().startGame({ seed: 'quota', setup: 'manual' });
    await whenSaved();
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    store().dispatch({ type: 'historicalSetup', side: 'allied' });
    await whenSaved();
    expect(problem()).toMatchObject({ kind: 'writeFailed', quota: true, gameId: store().gameId });
    // The last good record is still there, one step behind.
    expect(readSavedGame(await readRecord(store().gameId))?.actions).toHaveLength(0);

    put.mockRestore();
    store().dispatch({ type: 'endPhase', side: 'allied' });
    await whenSaved();
    expect(problem()).toBeNull();
    expect(readSavedGame(await readRecord(store().gameId))?.actions).toHaveLength(2);
  });

  it('any other refused write is reported with the browser\'s reason', async () => {
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The database connection is closing.', 'InvalidStateError');
    });
    store().startGame({ seed: 'refused', setup: 'manual' });
    await whenSaved();
    expect(problem()).toMatchObject({ kind: 'writeFailed', quota: false, error: 'The database connection is closing.' });
  });

  it('a state that breaks the invariants is not written over the last good record, and is reported', async () => {
    store().startGame({ seed: 'invariants', setup: 'historical' });
    await whenSaved();
    const good = await readRecord(store().gameId);
    const s = store();
    const id = Object.keys(s.game.units)[0]!;
    const broken: GameState = { ...s.game, step: s.game.step + 1, units: { ...s.game.units, [id]: { ...s.game.units[id]!, steps: 9 } } };
    autosave({ ...s, game: broken, actions: [...s.actions, { type: 'endPhase', side: 'chile' }] });
    await whenSaved();
    expect(await readRecord(s.gameId)).toEqual(good);
    expect(problem()).toMatchObject({ kind: 'brokenState', gameId: s.gameId });
    const found = problem();
    expect(found?.kind === 'brokenState' ? found.problem : '').toContain(id);
  });

  it('writes in the order asked: the last step is the one kept', async () => {
    store().startGame({ seed: 'order', setup: 'manual' });
    store().dispatch({ type: 'historicalSetup', side: 'allied' });
    store().dispatch({ type: 'endPhase', side: 'allied' });
    store().dispatch({ type: 'historicalSetup', side: 'chile' });
    await whenSaved();
    expect(readSavedGame(await readRecord(store().gameId))?.actions).toEqual(store().actions);
  });

  it('does not save during a replay, nor from the new-game screen', async () => {
    store().startGame({ seed: 'screens', setup: 'manual' });
    await whenSaved();
    const moved = [{ type: 'historicalSetup', side: 'allied' } as const];
    autosave({ ...store(), screen: 'newGame', actions: moved });
    store().enterReplay();
    autosave({ ...store(), actions: moved });
    store().leaveReplay();
    await whenSaved();
    expect(readSavedGame(await readRecord(store().gameId))?.actions).toEqual([]);
  });
});
