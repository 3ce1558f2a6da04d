import { message, type MessageOf } from '../message';
import type { SupplyPromptParams } from '../messages/supplyMessages';
import type { EliminateExcessDecision } from '../stacking/eliminateExcessDecision';
import type { PlaceNewUnitDecision } from './placeNewUnitDecision';
import type { PlaceSupplyColumnDecision } from './placeSupplyColumnDecision';
import type { RepairChoiceDecision } from './repairChoiceDecision';

/** The decisions of the Administrative and Consume Supply Columns Phases (4.1, 6.3–6.5) and of stacking (8.1). */
export type SupplyDecision = PlaceSupplyColumnDecision | PlaceNewUnitDecision | RepairChoiceDecision | EliminateExcessDecision;

/** What a supply or stacking decision asks its player, from its kind and fields alone. */
export function supplyDecisionMessage(d: SupplyDecision): MessageOf<keyof SupplyPromptParams> {
  switch (d.kind) {
    case 'placeSupplyColumn':
      return message('prompt.placeSupplyColumn', { count: d.remaining });
    case 'placeNewUnit':
      return message('prompt.placeNewUnit', { unit: d.unit });
    case 'repairChoice':
      return message('prompt.repairChoice', { ship: d.ship, count: d.roll });
    case 'eliminateExcess':
      return message('prompt.eliminateExcess', { hex: d.hex, count: d.excess });
  }
}
