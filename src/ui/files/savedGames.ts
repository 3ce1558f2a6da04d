import { applyAction, loadPosition, newGame, savePosition, type Action, type GameState, type RulesOptions } from '../../engine';
import { t } from '../i18n';
import type { LogEntry } from '../store';
import type { OpenedGame } from './openFile';

/** One game kept in the browser's storage: enough to rebuild it by replaying its actions. */
export interface SavedGame {
  readonly id: string;
  readonly name: string;
  readonly seed: string | number;
  readonly options: Partial<RulesOptions>;
  readonly start: unknown | null;
  readonly actions: readonly Action[];
  readonly updated: string;
  /** Where the game stands, for the list (shown in the interface language). */
  readonly turn: number;
  readonly side: 'chile' | 'allied';
  readonly phase: string;
  readonly result: string | null;
}

const KEY = 'wotp.savedGames.v1';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Every saved game, newest first (a damaged store reads as empty rather than breaking the app). */
export function listSavedGames(): SavedGame[] {
  const raw = storage()?.getItem(KEY);
  if (!raw) return [];
  try {
    const list = JSON.parse(raw) as SavedGame[];
    return Array.isArray(list) ? [...list].sort((a, b) => b.updated.localeCompare(a.updated)) : [];
  } catch {
    return [];
  }
}

function write(list: readonly SavedGame[]): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(list));
  } catch {
    // Storage full or forbidden: the game goes on unsaved (the Save game file button still works).
  }
}

/** Autosave: store (or update) the game in progress under its id. */
export function saveGame(id: string, name: string, game: GameState, actions: readonly Action[], start: GameState | null): void {
  const entry: SavedGame = {
    id, name, seed: game.seed, options: game.options, start: start ? savePosition(start) : null, actions, updated: new Date().toISOString(),
    turn: game.turn, side: game.side, phase: game.phase, result: game.result?.summary ?? null,
  };
  write([entry, ...listSavedGames().filter((g) => g.id !== id)]);
}

export function renameSavedGame(id: string, name: string): void {
  write(listSavedGames().map((g) => (g.id === id ? { ...g, name } : g)));
}

export function deleteSavedGame(id: string): void {
  write(listSavedGames().filter((g) => g.id !== id));
}

/** Rebuild a saved game by replaying its actions from its seed (or start position). */
export function resumeSavedGame(saved: SavedGame): { ok: true; value: OpenedGame } | { ok: false; message: string } {
  let start: GameState | null = null;
  let state: GameState;
  if (saved.start) {
    const r = loadPosition(saved.start);
    if (!r.ok) return { ok: false, message: r.error.message };
    start = r.value;
    state = r.value;
  } else {
    state = newGame({ seed: saved.seed, options: saved.options });
  }
  const log: LogEntry[] = [];
  for (const [i, action] of saved.actions.entries()) {
    const r = applyAction(state, action);
    if (!r.ok) return { ok: false, message: t('files.savedDoesNotReplay', { name: saved.name, step: i + 1, error: r.error.message }) };
    state = r.state;
    for (const event of r.events) log.push({ step: state.step, event });
  }
  return { ok: true, value: { game: state, start, actions: [...saved.actions], log } };
}
