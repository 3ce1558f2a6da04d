import type { BotSlice, Slice } from './gameStore';

export const botSlice: Slice<BotSlice> = (set) => ({
  botBudget: 240,
  botDelay: 400,
  thinking: null,
  setThinking: (thinking) => set({ thinking }),
  setBotSettings: ({ budget, delay }) =>
    set((s) => {
      if (budget !== undefined) s.botBudget = budget;
      if (delay !== undefined) s.botDelay = delay;
    }),
});
