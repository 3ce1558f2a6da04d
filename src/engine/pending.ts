import type { Side } from './side';
import { LAND_PENDING_KINDS, type LandDecision } from './land/types';
import { NAVAL_PENDING_KINDS, type NavalDecision } from './naval/navalDecisions';
import type { EliminateExcessDecision } from './stacking/eliminateExcessDecision';
import type { PlaceNewUnitDecision } from './supply/placeNewUnitDecision';
import type { PlaceSupplyColumnDecision } from './supply/placeSupplyColumnDecision';
import type { RepairChoiceDecision } from './supply/repairChoiceDecision';

/**
 * A decision a procedure is waiting for: serialisable, named, with the deciding side (Rally the Troops
 * keeps each such point as a named state). The rules issues add their kinds here: interception,
 * casualties, retreat, advance, running a blockade, and so on. It holds no words: its kind and fields
 * say everything, and decisionMessage gives what the deciding player is asked, as a code.
 */
export interface PendingBase<K extends string> {
  readonly kind: K;
  /** Who decides. */
  readonly side: Side;
  /** The rule case the decision comes from. */
  readonly rule: string;
}

/** The kinds of pending decision, for validating positions and game files. */
export const PENDING_KINDS = ['placeSupplyColumn', 'eliminateExcess', 'repairChoice', 'placeNewUnit', ...LAND_PENDING_KINDS, ...NAVAL_PENDING_KINDS] as const satisfies readonly PendingDecision['kind'][];

/** Every kind of pending decision. */
export type PendingDecision = PlaceSupplyColumnDecision | EliminateExcessDecision | RepairChoiceDecision | PlaceNewUnitDecision | LandDecision | NavalDecision;

export function topPending(pending: readonly PendingDecision[]): PendingDecision | undefined {
  return pending[pending.length - 1];
}
