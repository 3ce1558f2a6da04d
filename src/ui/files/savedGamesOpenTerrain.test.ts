import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { makeGameFile, newGame, type Action } from '../../engine';
import { act } from '../../engine/testing/play';
import { savedGameRecord } from '../storage/savedGameRecord';
import { openFile } from './openFile';
import { resumeSavedGame, type SavedGame } from './savedGames';

/**
 * Issue 21: a saved game whose options lack openTerrain was played before the option existed, on the
 * map as first drawn; it resumes with the option on. A game saved now records the option (its full
 * options) and resumes as it was played.
 */
const SETUP: readonly Action[] = [{ type: 'historicalSetup', side: 'allied' }];

function record(openTerrain: boolean): SavedGame {
  let game = newGame({ seed: 'terrain', options: { openTerrain } });
  for (const a of SETUP) game = act(game, a).state;
  return savedGameRecord(
    { gameId: 'g', gameName: 'War', game, actions: [...SETUP], start: null, players: { chile: 'human', allied: 'human' }, botBudget: 240, botDelay: 400, undoAllowed: true, lesson: null },
    new Date(),
  );
}

describe('8.6 openTerrain in saved games (issue 21)', () => {
  it('a game saved now records the option and resumes with it as played', () => {
    for (const openTerrain of [false, true]) {
      const saved = record(openTerrain);
      expect(saved.options.openTerrain).toBe(openTerrain);
      const r = resumeSavedGame(saved);
      if (!r.ok) throw new Error(r.message);
      expect(r.value.game.options.openTerrain).toBe(openTerrain);
    }
  });

  it('a game saved before the option existed (no openTerrain in its options) resumes with open terrain', () => {
    const { openTerrain: _, ...options } = record(false).options;
    const r = resumeSavedGame({ ...record(false), options });
    if (!r.ok) throw new Error(r.message);
    expect(r.value.game.options.openTerrain).toBe(true);
  });
});

describe('4.1 supplyRollFirst in saved games', () => {
  it('a game saved before the option existed resumes with the Supply Column roll before the NADC orders, as it was played; one saved now, with the text\'s order', () => {
    const { supplyRollFirst: _, ...options } = record(false).options;
    const old = resumeSavedGame({ ...record(false), options });
    if (!old.ok) throw new Error(old.message);
    expect(old.value.game.options.supplyRollFirst).toBe(true);
    const now = resumeSavedGame(record(false));
    if (!now.ok) throw new Error(now.message);
    expect(now.value.game.options.supplyRollFirst).toBe(false);
  });
});

describe('6.3 / 6.4 replenishNewUnits in saved games', () => {
  it('a game saved before the option existed resumes letting a unit built this turn be replenished, as it was played; one saved now, as the rules give', () => {
    const { replenishNewUnits: _, ...options } = record(false).options;
    const old = resumeSavedGame({ ...record(false), options });
    if (!old.ok) throw new Error(old.message);
    expect(old.value.game.options.replenishNewUnits).toBe(true);
    const now = resumeSavedGame(record(false));
    if (!now.ok) throw new Error(now.message);
    expect(now.value.game.options.replenishNewUnits).toBe(false);
  });
});

describe('8.6 openTerrain in opened game files (issue 21)', () => {
  it('a file made before the option, started from a position, opens with open terrain in its game and its start (undo replays from it)', () => {
    // A state and a file as they were written before the option (and the later 9.0 ones): no such member anywhere.
    const today = newGame({ seed: 'start' });
    const { openTerrain: _, peruGt2: _2, peruGt4: _4, chileGt12: _12, supplyRollFirst: _s, replenishNewUnits: _r, boliviaFortsStay: _b, interceptWithoutProvisions: _i, ...options } = today.options;
    const before = { ...today, options: options as typeof today.options };
    const file = JSON.parse(JSON.stringify(makeGameFile({ seed: 'start', start: before, actions: [...SETUP] }))) as { options: object; start: { options: object } };
    expect([file.options, 'openTerrain' in file.start.options]).toEqual([{}, false]);
    const r = openFile(JSON.stringify(file));
    if (!r.ok) throw new Error(r.message);
    expect(r.value.game.options.openTerrain).toBe(true);
    expect(r.value.start?.options.openTerrain).toBe(true);
    // 4.1: and it was played with the Supply Column roll before the NADC orders.
    expect(r.value.game.options.supplyRollFirst).toBe(true);
    // 6.3 / 6.4: and a unit built this turn could be replenished in the same phase.
    expect(r.value.game.options.replenishNewUnits).toBe(true);
  });
});
