import type { ParamsOf } from './vocabulary';

/** Victory Determination (5.0–5.6): a check's outcome, the game's result, why Bolivia quits. */
export interface SequenceMessageParams {
  readonly 'outcome.gameGoesOn': ParamsOf<'vp'>; // 5.1
  readonly 'result.chileanVictory': ParamsOf<'vp' | 'min'>; // 5.2: min = the VP Chile needed
  readonly 'result.suddenDeath': ParamsOf<'vp' | 'max'>; // 5.3: fewer than max
  readonly 'result.alliedVictory': ParamsOf<'vp' | 'max'>; // 5.4: fewer than max
  readonly 'result.draw': ParamsOf<'vp' | 'min' | 'max'>; // 5.4: min–max
  readonly 'reason.chileHoldsOruroAndLaPaz': ParamsOf<never>; // 5.6
  readonly 'reason.chileVpBoliviaQuits': ParamsOf<'vp' | 'min'>; // 5.6
}
