import type { CombatCardSlice, Slice } from './gameStore';

/** How many dismissed cards each viewer remembers (older ones can no longer be the last combat's). */
const KEPT = 40;

export const combatCardSlice: Slice<CombatCardSlice> = (set) => ({
  dismissedCards: { chile: [], allied: [], observer: [] },
  dismissCard: (key) =>
    set((s) => {
      const list = s.dismissedCards[s.viewer];
      if (list.includes(key)) return;
      list.push(key);
      if (list.length > KEPT) list.splice(0, list.length - KEPT);
    }),
  setAsidePicks: null,
  pickSetAside: (picks) => set({ setAsidePicks: picks ? { step: picks.step, ships: [...picks.ships] } : null }),
});
