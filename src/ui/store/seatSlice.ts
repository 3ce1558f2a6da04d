import type { Side } from '../../engine';
import { HUMANS } from '../files/players';
import type { SeatSlice, Slice } from './gameStore';
import type { Viewer } from './types';

/** Who sits at the screen at the start: the human side to act, another human side, or an observer between two bots. */
export function humanViewer(players: Readonly<Record<Side, string>>, acting: Side | null): Viewer {
  if (acting && players[acting] === 'human') return acting;
  if (players.chile === 'human') return 'chile';
  if (players.allied === 'human') return 'allied';
  return 'observer';
}

export const seatSlice: Slice<SeatSlice> = (set, get) => ({
  viewer: 'allied',
  players: { ...HUMANS },
  // The next player takes the device: the previous player's open stack and picked piece go with him.
  takeOver: (side) => set({ viewer: side, openPlace: null, selectedPiece: null }),
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
