import { create } from 'zustand';
import type { Side } from '../../engine';
import { botToAct, handoverDue, mayAct } from '../play/seat';
import type { GameStore } from '../store/gameStore';
import { useGameStore } from '../store/useGameStore';
import { buildRecap } from './buildRecap';
import { forgetRecap, recalledRecap, rememberRecap } from './recapMemory';
import { sinceLastAction, type RecapSpan } from './recapSpan';
import { remember } from './stateAt';

/** The recap on screen: its span, the move the map shows (null: all of them), and whether it plays on. */
export interface RecapStore {
  span: RecapSpan | null;
  /** The game and seat it is told to (kept for a reload, recapMemory), or null for an observer. */
  owner: { readonly gameId: string; readonly seat: Side } | null;
  cursor: number | null;
  playing: boolean;
  /** Show a span to the player at the screen (and keep it for a reload of the page). */
  show(span: RecapSpan): void;
  /** The player has done with it: closed, and no longer kept. */
  close(): void;
  /** Show one move on the map (null: all of them). */
  showMove(cursor: number | null): void;
  setPlaying(playing: boolean): void;
}

/** Nothing on screen (a reload of the page starts so). */
const CLOSED = { span: null, owner: null, cursor: null, playing: false } as const;

export const useRecapStore = create<RecapStore>()((set, get) => ({
  ...CLOSED,
  show: (span) => {
    const { gameId, viewer, game } = useGameStore.getState();
    const owner = viewer === 'observer' ? null : { gameId, seat: viewer };
    if (owner) rememberRecap(owner.gameId, owner.seat, span, game.step);
    set({ span, owner, cursor: null, playing: false });
  },
  close: () => {
    const { owner } = get();
    if (owner) forgetRecap(owner.gameId, owner.seat);
    set(CLOSED);
  },
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
  const seated = s.viewer !== prev.viewer || s.gameId !== prev.gameId;
  // The recap was told to one player: another at the screen closes it (he has done with it), and so
  // does another game — kept then, for when that game is resumed.
  if (recap.span && seated) {
    if (s.gameId === prev.gameId) recap.close();
    else useRecapStore.setState(CLOSED);
  }
  if (s.viewer === 'observer') return;
  if (recapDue(s, prev)) {
    const span = sinceLastAction(s, s.viewer);
    if (buildRecap(s, s.viewer, span).length > 0) return useRecapStore.getState().show(span);
  }
  // A player comes to the screen (a game resumed after a reload, a seat taken over): the recap he had
  // on screen when the page was left comes back, if nothing but his own moves came after it.
  if (!seated || s.screen !== 'playing' || s.replay || s.lesson || useRecapStore.getState().span) return;
  const kept = recalledRecap(s, s.viewer);
  if (kept && buildRecap(s, s.viewer, kept).length > 0) useRecapStore.getState().show(kept);
}

useGameStore.subscribe(watch);
