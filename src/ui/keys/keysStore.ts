import { create } from 'zustand';

/** The keyboard's own state: the hex cursor, the highlighted choice, the shortcuts overlay (issue 19). */
export interface KeysState {
  /** The hex the cursor is on, or null when no cursor is shown (the arrows then pan the map). */
  readonly cursor: string | null;
  /** Which of the offered choices (PhasePanel's choice menu) Enter confirms. */
  readonly highlight: number;
  readonly helpOpen: boolean;
  setCursor(hex: string | null): void;
  setHighlight(i: number): void;
  setHelp(open: boolean): void;
}

export const useKeys = create<KeysState>()((set) => ({
  cursor: null,
  highlight: 0,
  helpOpen: false,
  setCursor: (cursor) => set({ cursor }),
  setHighlight: (highlight) => set({ highlight }),
  setHelp: (helpOpen) => set({ helpOpen }),
}));

/** The highlighted index among `count` choices (clamped), or -1 when there are none. */
export function highlighted(highlight: number, count: number): number {
  return count === 0 ? -1 : Math.max(0, Math.min(highlight, count - 1));
}
