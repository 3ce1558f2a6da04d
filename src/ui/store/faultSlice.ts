import { lastGoodStep } from '../crash/lastGoodStep';
import { autosave } from '../storage/autosave';
import { onBoard } from './board';
import type { FaultSlice, GameStore, Slice } from './gameStore';
import { origin } from './origin';

/**
 * Run `f` (an engine call), keeping an exception it throws as the store's fault, which the error
 * boundary shows (issue 17); the state is left as it was. Null when it threw.
 */
export function caught<T>(set: (partial: Partial<GameStore>) => void, f: () => T): T | null {
  try {
    return f();
  } catch (e) {
    set({ fault: e instanceof Error ? e.message : String(e) });
    return null;
  }
}

export const faultSlice: Slice<FaultSlice> = (set, get) => ({
  fault: null,
  clearFault: () => set({ fault: null }),
  backToLastGoodStep() {
    const s0 = get();
    const base = s0.replay ? s0.replay.resume : s0;
    let good: ReturnType<typeof lastGoodStep> = null;
    try {
      good = lastGoodStep(origin(base.game, base.start), base.actions);
    } catch {
      good = null;
    }
    if (!good) return false;
    set({
      ...onBoard({ game: good.game, start: base.start, actions: good.actions, log: good.log }),
      fault: null,
      // Whoever sits at the screen stays; if the side to act is the other player's, the cover comes up.
      viewer: s0.replay ? s0.replay.resume.viewer : s0.viewer,
    });
    autosave(get());
    return true;
  },
});
