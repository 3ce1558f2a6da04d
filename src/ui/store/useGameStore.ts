import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { botSlice } from './botSlice';
import { combatCardSlice } from './combatCardSlice';
import { faultSlice } from './faultSlice';
import type { GameStore } from './gameStore';
import { lessonSlice } from './lessonSlice';
import { noticeSlice } from './noticeSlice';
import { replaySlice } from './replaySlice';
import { rulesSlice } from './rulesSlice';
import { seatSlice } from './seatSlice';
import { selectionSlice } from './selectionSlice';
import { sessionSlice } from './sessionSlice';

/**
 * The one game store (zustand's slices pattern, with immer for the nested updates): the game session,
 * the seat, the replay, the selection, the bots, the lesson, the rules dialog, notices and faults, the combat cards put away.
 */
export const useGameStore = create<GameStore>()(
  immer((...a) => ({
    ...sessionSlice(...a),
    ...seatSlice(...a),
    ...replaySlice(...a),
    ...selectionSlice(...a),
    ...botSlice(...a),
    ...lessonSlice(...a),
    ...rulesSlice(...a),
    ...noticeSlice(...a),
    ...faultSlice(...a),
    ...combatCardSlice(...a),
  })),
);
