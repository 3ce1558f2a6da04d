import { hopelessLast } from '../combat/noChanceToHit';
import type { SelectionSlice, Slice } from './gameStore';

/** Nothing picked, no stack open, no choice offered (a new board: another game, a step taken back, a replay). */
export const NO_SELECTION = { selectedHex: null, lookedAt: null, openPlace: null, selectedPiece: null, nadcPick: null, choice: null } as const satisfies Partial<SelectionSlice>;

export const selectionSlice: Slice<SelectionSlice> = (set, get) => ({
  hoverHex: null,
  ...NO_SELECTION,
  hoverQuiet: false,
  hoverHeld: null,
  hoverPinned: false,
  pinHover: (place) => set({ hoverHex: place, hoverPinned: true, hoverQuiet: false, hoverHeld: null }),
  closeCard: () => set({ hoverHex: null, hoverHeld: null, hoverPinned: false }),
  // The place under the pointer as it moves at last: the hover held back meanwhile is shown.
  wakeHover: () => {
    if (get().hoverQuiet) set({ hoverQuiet: false, hoverHex: get().hoverHeld, hoverHeld: null });
  },
  quietHover: () => {
    const s = get();
    // The lift that ends a long press ends the map's gesture too: the card it opened stays (hovers are
    // still quiet after it, so the browser's mouse events that follow the lift do not replace it).
    if (s.hoverPinned) return set({ hoverPinned: false, hoverQuiet: true, hoverHeld: null });
    if (!s.hoverQuiet || s.hoverHex !== null || s.hoverHeld !== null) set({ hoverQuiet: true, hoverHex: null, hoverHeld: null });
  },
  hover: (hex) => {
    if (get().hoverQuiet) return set({ hoverHeld: hex });
    set({ hoverHex: hex });
  },
  // Another place or piece picked: all its ships again (nadcPick narrows the stack picked only).
  select: (hex) => set(hex === get().selectedHex ? { selectedHex: hex, lookedAt: null } : { selectedHex: hex, lookedAt: null, nadcPick: null }),
  // A link in the log or the recap outlines its hex and picks nothing (lookedAt).
  lookAt: (hex) => set({ lookedAt: hex }),
  showPlace: (key) => set({ openPlace: key }),
  selectPiece: (piece) => set(piece === get().selectedPiece ? { selectedPiece: piece } : { selectedPiece: piece, nadcPick: null }),
  pickShips: (kind) => set({ nadcPick: kind }),
  // 7.6: raids with no chance to hit last, however the choice is opened (QA round 19a, MINOR-6).
  offerChoice: (choice) => set({ choice: choice ? { place: choice.place, actions: [...hopelessLast(choice.actions)] } : null }),
  cameras: {},
  keepCamera: (viewer, camera) =>
    set((s) => {
      if (camera) s.cameras[viewer] = camera;
      else delete s.cameras[viewer];
    }),
  mapFocus: null,
  focusMap: (hexes) => set({ mapFocus: { hexes: [...hexes] } }),
});
