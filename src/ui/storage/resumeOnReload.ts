import { resumeSavedGame } from '../files/savedGames';
import { useGameStore } from '../store';
import { readRecord } from './gameDb';
import { readSavedGame } from './savedGameSchema';

/** The tab's own memory (sessionStorage: it outlives a reload, and a new tab starts without it) of the game on its screen. */
const KEY = 'wotp.playingGame';

function read(): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function write(id: string | null): void {
  try {
    if (id === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, id);
  } catch {
    // not remembered: a reload shows the new-game screen, as before
  }
}

/**
 * The tab remembers the saved game it shows (not while a replay or the war as fought is on screen: the
 * game played before them), and forgets it on the new-game screen. Returns the unsubscribe.
 */
export function rememberGameOnScreen(): () => void {
  return useGameStore.subscribe((s, prev) => {
    if (s.screen === prev.screen && s.gameId === prev.gameId && s.replay === prev.replay) return;
    if (s.screen === 'newGame') write(null);
    else if (s.replay === null) write(s.gameId);
  });
}

/**
 * A reload (or a tab restored) goes back to the game it showed, as it was last saved — the hand-over
 * cover up in a hot-seat game, as on every resume — and not to the new-game screen, where the player had
 * to find it under "Saved games" and press Resume (QA round 8). False when there was none, or it is gone.
 */
export async function resumeAfterReload(): Promise<boolean> {
  const id = read();
  if (!id) return false;
  const saved = readSavedGame(await readRecord(id).catch(() => null));
  const r = saved ? resumeSavedGame(saved) : null;
  // The player may have started something else meanwhile (the new-game screen's buttons).
  if (!r?.ok || useGameStore.getState().screen !== 'newGame') return false;
  useGameStore.getState().resumeGame(r.value, r.value.settings);
  return true;
}
