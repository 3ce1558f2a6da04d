import { beforeEach, describe, expect, it } from 'vitest';
import { newGame } from '../../engine';
import { act } from '../../engine/testing/play';
import { deleteSavedGame, listSavedGames, renameSavedGame, resumeSavedGame, saveGame } from './savedGames';

describe('saved games (autosave)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the game in progress and rebuilds it exactly', () => {
    const a = { type: 'historicalSetup', side: 'allied' } as const;
    const s = act(newGame({ seed: 'saved' }), a).state;
    saveGame('g1', 'First war', s, [a], null);
    const [saved] = listSavedGames();
    expect(saved).toMatchObject({ id: 'g1', name: 'First war', seed: 'saved' });
    const r = resumeSavedGame(saved!);
    if (!r.ok) throw new Error(r.message);
    expect(r.value.game).toEqual(s);
  });
  it('renames and deletes', () => {
    saveGame('g1', 'One', newGame({ seed: 1 }), [], null);
    saveGame('g2', 'Two', newGame({ seed: 2 }), [], null);
    renameSavedGame('g1', 'Uno');
    expect(listSavedGames().find((g) => g.id === 'g1')?.name).toBe('Uno');
    deleteSavedGame('g2');
    expect(listSavedGames().map((g) => g.id)).toEqual(['g1']);
  });
  it('reads a damaged store as empty', () => {
    localStorage.setItem('wotp.savedGames.v1', '{not json');
    expect(listSavedGames()).toEqual([]);
  });
  it('refuses a saved game whose actions no longer replay', () => {
    saveGame('g3', 'Broken', newGame({ seed: 3 }), [{ type: 'endPhase', side: 'chile' }], null);
    const r = resumeSavedGame(listSavedGames()[0]!);
    expect(r.ok).toBe(false);
  });
});
