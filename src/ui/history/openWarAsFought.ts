import { create } from 'zustand';
import type { GameState } from '../../engine';
import { openFile, type OpenedGame } from '../files/openFile';
import { HUMANS } from '../files/players';
import { t } from '../i18n';
import { useRecapStore } from '../recap/recapStore';
import { newSession } from '../store/board';
import { newGameId } from '../store/ids';
import { humanViewer } from '../store/seatSlice';
import { sideToAct } from '../store/selectors';
import { useGameStore } from '../store/useGameStore';
import { loadSavedGames, resumeSavedGame } from '../files/savedGames';
import { whenSaved } from '../storage/autosave';

/** Where the game file of the war as fought is served from (vite copies public/ to the build; the app's base is relative). */
export const WAR_AS_FOUGHT_URL = `${(import.meta as ImportMeta & { env?: { BASE_URL?: string } }).env?.BASE_URL ?? './'}history/war-as-fought.json`;

/** The war as fought being opened, why it could not be, and the replay it was opened in. */
export interface HistoryStore {
  opening: boolean;
  error: string | null;
  /** The states of the replay the war as fought was opened in: the caption shows while that replay is on screen. */
  states: readonly GameState[] | null;
  /** The saved game that was being played when the tour was opened, to go back to when it is closed; null: the new-game screen. */
  returnTo: string | null;
}

export const useHistoryStore = create<HistoryStore>()(() => ({ opening: false, error: null, states: null, returnTo: null }));

/** Is this replay (its states) the war as fought? */
export const isWarAsFought = (states: readonly GameState[] | undefined): boolean => states !== undefined && states === useHistoryStore.getState().states;

/** Fetch and check the file: the game opened (every step replayed and its hash checked), or what went wrong, in words. */
export async function fetchWarAsFought(fetcher: typeof fetch = fetch): Promise<{ ok: true; value: OpenedGame } | { ok: false; message: string }> {
  let text: string;
  try {
    const response = await fetcher(WAR_AS_FOUGHT_URL, { cache: 'no-cache' });
    if (!response.ok) return { ok: false, message: t('history.failed', { error: t('history.missing', { status: response.status }) }) };
    text = await response.text();
  } catch (e) {
    return { ok: false, message: t('history.failed', { error: e instanceof Error ? e.message : String(e) }) };
  }
  // vite's dev server answers a missing file with the app's index.html: openFile says it is not JSON.
  const opened = openFile(text);
  return opened.ok ? opened : { ok: false, message: t('history.failed', { error: opened.message }) };
}

/**
 * Open the war as fought in the replay viewer, at its first step. It is a tour, not a game of the
 * player's: it is not autosaved nor added to the saved games (a branch taken from it with "Continue
 * playing from here" is). A failure leaves the game in progress untouched and is told in `error`.
 */
export async function openWarAsFought(fetcher: typeof fetch = fetch): Promise<boolean> {
  if (useHistoryStore.getState().opening) return false;
  useHistoryStore.setState({ opening: true, error: null });
  // Let the "opening" note paint before the replay's work (a second or two on a slow device).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const r = await fetchWarAsFought(fetcher);
  if (!r.ok) {
    useHistoryStore.setState({ opening: false, error: r.message });
    return false;
  }
  const { game, start, actions, log } = r.value;
  // The game being played (autosaved after every action, under its id) is where closing the tour goes back to.
  const before = useGameStore.getState();
  const returnTo = before.screen === 'playing' && !isWarAsFought(before.replay?.states) ? before.gameId : useHistoryStore.getState().returnTo;
  useGameStore.setState({
    ...newSession({ game, start, actions, log }),
    gameId: newGameId(),
    gameName: t('history.menu'),
    undoAllowed: false,
    players: { ...HUMANS },
    // As openGame: a game not over is left to the human whose turn it is (the replay itself is seen as an observer).
    viewer: game.result ? 'observer' : humanViewer(HUMANS, sideToAct(game)),
    lesson: null,
    openedFromFile: true,
    fileError: null,
  });
  useRecapStore.getState().close();
  const store = useGameStore.getState();
  store.enterReplay(true);
  store.replayTo(0);
  useHistoryStore.setState({ opening: false, error: null, states: useGameStore.getState().replay?.states ?? null, returnTo });
  return true;
}

/**
 * Close the tour: back to the game that was being played when it was opened, as it was saved (a hot-seat
 * game with its hand-over cover up, if one was due), or to the new-game screen if it was opened there or
 * that game is no longer saved. Before, closing it left the tour's last board on the screen as if it were
 * a game of the player's, and the game he had been playing was found again only under New game → Resume
 * (QA round 7).
 */
export async function closeWarAsFought(): Promise<void> {
  const { returnTo } = useHistoryStore.getState();
  useHistoryStore.setState({ states: null, returnTo: null });
  if (returnTo) {
    await whenSaved();
    const saved = (await loadSavedGames()).games.find((g) => g.id === returnTo);
    const resumed = saved ? resumeSavedGame(saved) : null;
    if (resumed?.ok) {
      useGameStore.getState().resumeGame(resumed.value, resumed.value.settings);
      return;
    }
  }
  useGameStore.getState().showNewGame();
}
