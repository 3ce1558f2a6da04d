import type { ParamsOf } from './vocabulary';

/** What a supply or stacking decision asks (each decision's entry, decisions/). */
export interface SupplyPromptParams {
  readonly 'prompt.placeSupplyColumn': ParamsOf<'count'>; // 4.1: count = columns still to place
  readonly 'prompt.placeNewUnit': ParamsOf<'unit'>; // 6.4
  readonly 'prompt.repairChoice': ParamsOf<'ship' | 'count'>; // 6.5: count = columns, or turns to wait
  readonly 'prompt.eliminateExcess': ParamsOf<'hex' | 'count'>; // 8.1
}

/** Why supply was lost or a unit eliminated (events' `reason`). */
export interface SupplyReasonParams {
  readonly 'reason.noDepotLeft': ParamsOf<never>; // 4.1
  readonly 'reason.overStacking': ParamsOf<never>; // 8.1
}

export type SupplyMessageParams = SupplyPromptParams & SupplyReasonParams;
