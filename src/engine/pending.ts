import type { LandDecision } from './land/types';
import type { NavalDecision } from './naval/types';
import type { EliminateExcessDecision } from './stacking/types';
import type { PlaceNewUnitDecision, PlaceSupplyColumnDecision, RepairChoiceDecision } from './supply/types';

/**
 * Every kind of pending decision: a point where a procedure waits for a player's choice (Rally the
 * Troops keeps each such point as a named state). Each kind is declared once, in its entry in
 * decisions/ (decisions/registry.ts): who answers, its legal answers, their effect, its why-not, its
 * message, its schema and where it can arise.
 */
export type PendingDecision = PlaceSupplyColumnDecision | EliminateExcessDecision | RepairChoiceDecision | PlaceNewUnitDecision | LandDecision | NavalDecision;

export type PendingKind = PendingDecision['kind'];

/** The decision of one kind. */
export type DecisionOf<K extends PendingKind> = Extract<PendingDecision, { readonly kind: K }>;

export function topPending(pending: readonly PendingDecision[]): PendingDecision | undefined {
  return pending[pending.length - 1];
}
