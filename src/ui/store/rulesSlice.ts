import type { RulesSlice, Slice } from './gameStore';

export const rulesSlice: Slice<RulesSlice> = (set) => ({
  rules: null,
  openRules: (caseId) => set({ rules: { caseId: caseId ?? null } }),
  closeRules: () => set({ rules: null }),
});
