import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { legalActions, newGame } from '../../engine';
import { act } from '../../engine/testing/play';
import { LESSONS, startLesson } from '../../lessons';
import { whenSaved } from '../storage/autosave';
import { deleteRecord, readAllRecords, readRecord, writeRecord } from '../storage/gameDb';
import { savedGameRecord } from '../storage/savedGameRecord';
import { useGameStore } from '../store';
import { deleteSavedGame, loadSavedGames, renameSavedGame, resumeSavedGame, type SavedGame } from './savedGames';

const store = () => useGameStore.getState();

/** A saved game as the autosave writes it, for a game of two humans. */
function record(id: string, name: string, seed: string | number, actions: SavedGame['actions'] = []): SavedGame {
  let game = newGame({ seed });
  for (const a of actions) game = act(game, a).state;
  return savedGameRecord(
    { gameId: id, gameName: name, game, actions: [...actions], start: null, players: { chile: 'human', allied: 'human' }, botBudget: 240, botDelay: 400, undoAllowed: true, lesson: null },
    new Date(),
  );
}

async function emptyStorage() {
  for (const [id] of await readAllRecords()) await deleteRecord(id);
  localStorage.clear();
}

describe('saved games in IndexedDB', () => {
  beforeEach(emptyStorage);

  it('keeps one record per game and rebuilds the game exactly', async () => {
    const a = { type: 'historicalSetup', side: 'allied' } as const;
    await writeRecord('g1', record('g1', 'First war', 'saved', [a]));
    await writeRecord('g2', record('g2', 'Second war', 'other'));
    const { games, unreadable } = await loadSavedGames();
    expect(games.map((g) => g.id).sort()).toEqual(['g1', 'g2']);
    expect(unreadable).toEqual([]);
    const r = resumeSavedGame(games.find((g) => g.id === 'g1')!);
    if (!r.ok) throw new Error(r.message);
    expect(r.value.game).toEqual(act(newGame({ seed: 'saved' }), a).state);
  });

  it('gen-undo: the log\'s take-back lines come back with the game, where they stood (they were gone after a reload: table QA round 11)', async () => {
    useGameStore.getState().startGame({ seed: 'taken-back', setup: 'manual' });
    const place = () => legalActions(store().game).find((a) => a.type === 'setupPlace')!;
    store().dispatch(place());
    store().undo();
    store().dispatch(place());
    store().dispatch(place());
    store().undo();
    const live = store().log;
    expect(live.filter((e) => e.event.type === 'undone')).toHaveLength(2);
    await whenSaved();
    const saved = (await loadSavedGames()).games.find((g) => g.id === store().gameId)!;
    expect(saved.takenBack).toHaveLength(2);
    const r = resumeSavedGame(saved);
    if (!r.ok) throw new Error(r.message);
    expect(r.value.log).toEqual(live);
  });

  it('skips a corrupt record and reports it by id, and never deletes the others', async () => {
    await writeRecord('good', record('good', 'Good war', 1));
    await writeRecord('bad-name', { ...record('bad-name', 'x', 2), name: { not: 'a string' } });
    await writeRecord('garbage', 'not a record at all');
    const { games, unreadable } = await loadSavedGames();
    expect(games.map((g) => g.id)).toEqual(['good']);
    expect(unreadable.sort()).toEqual(['bad-name', 'garbage']);
    expect((await readAllRecords()).map(([id]) => id).sort()).toEqual(['bad-name', 'garbage', 'good']);
  });

  it('autosave writes only the game in progress: the other records stay as they were', async () => {
    await writeRecord('bad', { id: 'bad', name: 7 });
    const kept = record('kept', 'Kept', 3);
    await writeRecord('kept', kept);
    store().startGame({ seed: 'autosave', setup: 'manual' });
    store().dispatch({ type: 'historicalSetup', side: 'allied' });
    await whenSaved();
    expect(await readRecord('bad')).toEqual({ id: 'bad', name: 7 });
    expect(await readRecord('kept')).toEqual(kept);
    const mine = (await loadSavedGames()).games.find((g) => g.id === store().gameId);
    expect(mine?.actions).toHaveLength(1);
  });

  it('renames and deletes one record without touching the others', async () => {
    await writeRecord('g1', record('g1', 'One', 1));
    await writeRecord('g2', record('g2', 'Two', 2));
    await renameSavedGame('g1', 'Uno');
    await deleteSavedGame('g2');
    const { games } = await loadSavedGames();
    expect(games.map((g) => [g.id, g.name])).toEqual([['g1', 'Uno']]);
  });

  it('refuses a saved game whose actions no longer replay, with its name and step', () => {
    const broken = { ...record('g3', 'Broken', 3), actions: [{ type: 'endPhase', side: 'chile' }] } as SavedGame;
    const r = resumeSavedGame(broken);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain('Broken');
  });
});

describe('resume restores what the game was started with', () => {
  beforeEach(emptyStorage);

  it('players, bot strength and speed, undo, rules options, set-up, dice secret, name', async () => {
    store().startGame({
      seed: 'resume', setup: 'historical', name: 'Against the machine', undo: false,
      players: { chile: 'human', allied: 'search' }, options: { stacking: 'es', shipCapture: true },
    });
    store().setBotSettings({ budget: 999, delay: 50 });
    // 4.2: the Allies (the bot) finish their set-up; Chile's historical set-up follows at once.
    store().dispatch({ type: 'endPhase', side: 'allied' }, 'bot');
    const chile = legalActions(store().game).find((a) => a.side === 'chile')!;
    store().dispatch(chile);
    await whenSaved();
    const played = store();
    const id = played.gameId;

    // Another session: different settings everywhere, then the saved game is resumed.
    store().startGame({ seed: 'other', setup: 'manual', players: { chile: 'random', allied: 'human' } });
    store().setBotSettings({ budget: 1, delay: 0 });
    await whenSaved();
    const saved = (await loadSavedGames()).games.find((g) => g.id === id)!;
    expect(saved).toMatchObject({ setup: 'historical', players: { chile: 'human', allied: 'search' }, botBudget: 999, botDelay: 50, undoAllowed: false });
    expect(JSON.stringify(saved)).not.toMatch(/Turn|Chile's|Allies/); // no interface text, only settings
    const r = resumeSavedGame(saved);
    if (!r.ok) throw new Error(r.message);
    store().resumeGame(r.value, r.value.settings);

    const s = store();
    expect(s.gameId).toBe(id);
    expect(s.gameName).toBe('Against the machine');
    expect(s.players).toEqual({ chile: 'human', allied: 'search' });
    expect([s.botBudget, s.botDelay, s.undoAllowed]).toEqual([999, 50, false]);
    expect(s.game.options).toMatchObject({ stacking: 'es', shipCapture: true });
    expect(s.game).toEqual(played.game);
    expect(saved.diceSecret).toMatch(/^[0-9a-f]{32}$/);
    expect(saved.diceSecret).toBe(played.game.diceSecret);
    expect(s.actions).toEqual(played.actions);
  });

  it('a lesson goes on as the same lesson, its scripted side still scripted', async () => {
    const lesson = LESSONS.find((l) => l.side !== 'both')!;
    const start = startLesson(lesson);
    if (!start.ok) throw new Error(JSON.stringify(start.error.message));
    store().beginLesson(lesson.id, start.value, lesson.side);
    store().dispatch(legalActions(store().game).find((a) => a.side === lesson.side)!);
    await whenSaved();
    const id = store().gameId;
    store().startGame({ seed: 'x', setup: 'manual' });
    const saved = (await loadSavedGames()).games.find((g) => g.id === id)!;
    expect(saved.lesson).toBe(lesson.id);
    const r = resumeSavedGame(saved);
    if (!r.ok) throw new Error(r.message);
    store().resumeGame(r.value, r.value.settings);
    expect(store().lesson).toMatchObject({ id: lesson.id, cursor: saved.actions.length });
    expect(store().players).toEqual(saved.players);
    expect(Object.values(store().players)).toContain('lesson');
  });

  it('a player this edition does not know is played by a human, and the player is told', async () => {
    const r = resumeSavedGame({ ...record('g9', 'Old bots', 9), players: { chile: 'deep-thought', allied: 'heuristic' } });
    if (!r.ok) throw new Error(r.message);
    expect(r.value.settings.players).toEqual({ chile: 'human', allied: 'heuristic' });
    expect(r.value.notice).toContain('deep-thought');
  });

  it('a branch taken from a replay resumes exactly, its fresh dice included', async () => {
    store().startGame({ seed: 'branch', setup: 'historical' });
    store().dispatch(legalActions(store().game).find((a) => a.type === 'endPhase')!);
    store().enterReplay();
    store().replayTo(4);
    store().forkHere();
    const branch = store();
    expect(branch.replay).toBeNull();
    await whenSaved();
    const saved = (await loadSavedGames()).games.find((g) => g.id === branch.gameId)!;
    const r = resumeSavedGame(saved);
    if (!r.ok) throw new Error(r.message);
    expect(r.value.game).toEqual(branch.game);
    expect(r.value.settings.name).toBe(branch.gameName);
  });
});
