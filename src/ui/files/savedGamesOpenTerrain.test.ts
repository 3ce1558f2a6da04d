import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { newGame, type Action } from '../../engine';
import { act } from '../../engine/testing/play';
import { savedGameRecord } from '../storage/savedGameRecord';
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
