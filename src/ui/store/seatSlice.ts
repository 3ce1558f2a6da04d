import type { GameState, Side } from '../../engine';
import { sideToAct } from './selectors';
import { HUMANS } from '../files/players';
import type { SeatSlice, Slice } from './gameStore';
import type { Viewer } from './types';
import { NO_SELECTION } from './selectionSlice';

/** Who sits at the screen at the start: the human side to act, another human side, or an observer between two bots. */
export function humanViewer(players: Readonly<Record<Side, string>>, acting: Side | null): Viewer {
  if (acting && players[acting] === 'human') return acting;
  if (players.chile === 'human') return 'chile';
  if (players.allied === 'human') return 'allied';
  return 'observer';
}

/**
 * Who sits at the screen when a saved game is resumed or a file opened. Over: an observer. Hot seat (two
 * humans): nobody yet — whoever holds the device may be either player, so the hand-over cover asks the
 * side to act to take over, as at every change of player (4.2: the NADCs are secret). It opened straight
 * on the side to act's board: "New game", then "Resume", while the cover was up put the other player at
 * his opponent's face-up NADCs and decisions. Against a bot: the human side.
 */
export function viewerOnResume(players: Readonly<Record<Side, string>>, game: GameState): Viewer {
  if (game.result) return 'observer';
  if (players.chile === 'human' && players.allied === 'human') return 'observer';
  return humanViewer(players, sideToAct(game));
}

export const seatSlice: Slice<SeatSlice> = (set, get) => ({
  viewer: 'allied',
  players: { ...HUMANS },
  // The next player takes the device: whatever the previous player picked, opened, pointed at or was
  // told goes with him. The hex he clicked stayed outlined: the Allies' destination 2118 showed on
  // Chile's map as Chile was asked to intercept them (table QA round 4).
  takeOver: (viewer) => set({ viewer, ...NO_SELECTION, hoverHex: null, hoverQuiet: true, hoverHeld: null, hoverPinned: false, notice: null, lastError: null }),
  rollSeen: null,
  // Issue 18: the roller has seen his dice; the hand-over cover may ask for the device.
  dismissRolls: (key) => set({ rollSeen: key }),
  setViewer: (viewer) => {
    // A live game's replay shows only the view of the player at the screen (issue 17).
    const replay = get().replay;
    if (replay && !replay.full) return;
    set({ viewer });
  },
});
