import { applyAction, loadPosition, newGame, optionsAsRecorded, startAsRecorded, type GameState } from '../../engine';
import { lessonById } from '../../lessons';
import { say, takenBackLabel } from '../describe';
import { t } from '../i18n';
import { errorText } from '../storage/autosave';
import { deleteRecord, readAllRecords, readRecord, writeRecord } from '../storage/gameDb';
import { migrateLocalStorage } from '../storage/migrateLocalStorage';
import { readSavedGame, type SavedGame } from '../storage/savedGameSchema';
import type { GameSettings, LogEntry } from '../store/types';
import type { OpenedGame } from './openFile';
import { checkPlayers, unknownPlayersNotice } from './players';

export type { SavedGame } from '../storage/savedGameSchema';
/** What a game was started with, restored on resume (issue 17): its id and name, players and settings. */
export type { GameSettings } from '../store/types';

/** The games kept in this browser, newest first, and what could not be read. */
export interface SavedGamesListing {
  readonly games: SavedGame[];
  /** Ids of the records that do not read as saved games: skipped and reported, never deleted. */
  readonly unreadable: string[];
  /** The storage itself could not be read (no IndexedDB, private mode, …). */
  readonly error: string | null;
  /** The first edition's saved games could not all be moved over (they stay where they were). */
  readonly migrationFailed: string | null;
}

/** Every saved game (after moving the first edition's over, once); a record that does not read is skipped and reported. */
export async function loadSavedGames(): Promise<SavedGamesListing> {
  const migration = await migrateLocalStorage().catch((e: unknown) => ({ failed: errorText(e) }));
  try {
    const games: SavedGame[] = [];
    const unreadable: string[] = [];
    for (const [id, value] of await readAllRecords()) {
      const game = readSavedGame(value);
      if (game && game.id === id) games.push(game);
      else unreadable.push(id);
    }
    games.sort((a, b) => b.updated.localeCompare(a.updated));
    return { games, unreadable, error: null, migrationFailed: migration.failed };
  } catch (e) {
    return { games: [], unreadable: [], error: errorText(e), migrationFailed: migration.failed };
  }
}

export async function renameSavedGame(id: string, name: string): Promise<void> {
  const game = readSavedGame(await readRecord(id));
  if (game) await writeRecord(id, { ...game, name });
}

export async function deleteSavedGame(id: string): Promise<void> {
  await deleteRecord(id);
}

export type ResumedGame = OpenedGame & { readonly settings: GameSettings };

/**
 * Rebuild a saved game by replaying its actions from its seed and dice secret (or its start position),
 * with everything it was started with. A player name this edition does not know falls back to a human,
 * with a notice; so does a lesson's scripted side when the lesson no longer exists.
 */
export function resumeSavedGame(saved: SavedGame): { ok: true; value: ResumedGame } | { ok: false; message: string } {
  try {
    return rebuild(saved);
  } catch (e) {
    // A record that reads but that the engine cannot replay is refused with a message, never a blank page.
    return { ok: false, message: t('files.savedDoesNotReplay', { name: saved.name, step: '?', error: errorText(e) }) };
  }
}

function rebuild(saved: SavedGame): { ok: true; value: ResumedGame } | { ok: false; message: string } {
  let start: GameState | null = null;
  let state: GameState;
  if (saved.start) {
    const r = loadPosition(saved.start);
    if (!r.ok) return { ok: false, message: say(r.error.message) };
    // A record made before the openTerrain option was played on the open-terrain map (issue 21).
    start = startAsRecorded(r.value, saved.options);
    state = start;
  } else {
    state = newGame({ seed: saved.seed, options: optionsAsRecorded(saved.options), ...(saved.diceSecret ? { diceSecret: saved.diceSecret } : {}) });
  }
  const log: LogEntry[] = [];
  // The take-back lines, where they stood: after the events of the step each was taken back at.
  const takenBack = saved.takenBack ?? [];
  const takeBacks = (at: GameState) => {
    for (const { step, action } of takenBack) if (step === at.step) log.push({ step, event: { type: 'undone', side: action.side, action, label: takenBackLabel(action, at.phase, at.naval) } });
  };
  takeBacks(state);
  for (const [i, action] of saved.actions.entries()) {
    const r = applyAction(state, action);
    if (!r.ok) return { ok: false, message: t('files.savedDoesNotReplay', { name: saved.name, step: i + 1, error: say(r.error.message) }) };
    state = r.state;
    for (const event of r.events) log.push({ step: state.step, event });
    takeBacks(state);
  }
  const lesson = saved.lesson && lessonById(saved.lesson) ? saved.lesson : null;
  const { players, unknown } = checkPlayers(saved.players, lesson ? ['lesson'] : []);
  const settings: GameSettings = {
    id: saved.id,
    name: saved.name,
    players,
    ...(saved.botBudget !== undefined ? { botBudget: saved.botBudget } : {}),
    ...(saved.botDelay !== undefined ? { botDelay: saved.botDelay } : {}),
    undoAllowed: saved.undoAllowed,
    lesson,
  };
  return { ok: true, value: { game: state, start, actions: [...saved.actions], log, players, notice: unknownPlayersNotice(unknown), settings } };
}
