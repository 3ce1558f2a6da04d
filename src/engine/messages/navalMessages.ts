import type { ParamsOf } from './vocabulary';

/** What a naval decision asks (each decision's entry, decisions/). */
export interface NavalPromptParams {
  readonly 'prompt.interception': ParamsOf<'hex'>; // 7.3
  readonly 'prompt.blockadeInterception': ParamsOf<'hex'>; // 7.6: not running, the blockaders intercept automatically
  readonly 'prompt.runBlockade': ParamsOf<'hex'>; // 7.6
  readonly 'prompt.catchRunners': ParamsOf<'count'>; // 7.6
  readonly 'prompt.setAside': ParamsOf<never>; // 7.9: the limit is in state.naval.combat
  readonly 'prompt.navalFire': ParamsOf<never>; // 7.9
  readonly 'prompt.shipCapture': ParamsOf<never>; // 10.1
}

/** Why ships were eliminated or held in port (events' `reason`). */
export interface NavalReasonParams {
  readonly 'reason.noPortToReturn': ParamsOf<never>; // 4.1
  readonly 'reason.noProvisions': ParamsOf<never>; // 7.8
  readonly 'reason.raided': ParamsOf<never>; // 7.6
}

export type NavalMessageParams = NavalPromptParams & NavalReasonParams;
