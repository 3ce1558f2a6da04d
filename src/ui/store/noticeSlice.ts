import type { NoticeSlice, Slice } from './gameStore';

/** Nothing to tell (a new board). */
export const NO_NOTICES = { lastError: null, fileError: null, notice: null } as const satisfies Partial<NoticeSlice>;

export const noticeSlice: Slice<NoticeSlice> = (set) => ({
  ...NO_NOTICES,
  fileMessage: (message) => set({ fileError: message }),
  say: (notice) => set({ notice }),
});
