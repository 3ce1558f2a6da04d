import { create } from 'zustand';
import { botToAct, handoverDue, mayAct } from '../play/seat';
import type { GameStore } from '../store/gameStore';
import { useGameStore } from '../store/useGameStore';
import { buildRecap } from './buildRecap';
import { sinceLastAction, type RecapSpan } from './recapSpan';
import { remember } from './stateAt';

/** The recap on screen: its span, the move the map shows (null: all of them), and whether it plays on. */
export interface RecapStore {
  span: RecapSpan | null;
  cursor: number | null;
  playing: boolean;
  show(span: RecapSpan): void;
  close(): void;
  /** Show one move on the map (null: all of them). */
  showMove(cursor: number | null): void;
  setPlaying(playing: boolean): void;
}

export const useRecapStore = create<RecapStore>()((set) => ({
  span: null,
  cursor: null,
  playing: false,
  show: (span) => set({ span, cursor: null, playing: false }),
  close: () => set({ span: null, cursor: null, playing: false }),
  showMove: (cursor) => set({ cursor, playing: false }),
  setPlaying: (playing) => set((s) => ({ playing, cursor: playing && s.cursor === null ? 0 : s.cursor })),
}));

/**
 * When the recap comes up by itself: the player at the screen may act again after the other side has
 * acted — the hand-over cover was just dismissed, or a bot's turn (or decision) is over. It says what
 * happened since that player's last action, and only if something did. Not in a replay or a lesson.
 */
export function recapDue(s: GameStore, prev: GameStore): boolean {
  if (s.gameId !== prev.gameId || s.screen !== 'playing' || s.replay || prev.replay || s.lesson) return false;
  if (s.viewer === 'observer' || !mayAct(s) || mayAct(prev)) return false;
  return handoverDue(prev) || botToAct(prev) !== null;
}

/** Watches the game store (the cover replaces the board, so no component of the board could watch the hand-over). */
function watch(s: GameStore, prev: GameStore): void {
  // Each state reached is remembered by its action, so a recap needs no replay of the game.
  if (s.actions !== prev.actions && s.actions.length === prev.actions.length + 1) remember(s.actions.at(-1)!, s.game);
  const recap = useRecapStore.getState();
  // The recap was told to one player: another at the screen (or another game) closes it.
  if (recap.span && (s.viewer !== prev.viewer || s.gameId !== prev.gameId)) recap.close();
  if (!recapDue(s, prev) || s.viewer === 'observer') return;
  const span = sinceLastAction(s, s.viewer);
  if (buildRecap(s, s.viewer, span).length > 0) useRecapStore.getState().show(span);
}

useGameStore.subscribe(watch);
