import type { BotSlice, Slice } from './gameStore';

export const botSlice: Slice<BotSlice> = (set) => ({
  botBudget: 240,
  // Issue 20: "fast" by default — a bot's player turn in ~10 s; the recap shows it again after.
  botDelay: 150,
  thinking: null,
  setThinking: (thinking) => set({ thinking }),
  setBotSettings: ({ budget, delay }) =>
    set((s) => {
      if (budget !== undefined) s.botBudget = budget;
      if (delay !== undefined) s.botDelay = delay;
    }),
});
