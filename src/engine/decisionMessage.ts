import { landDecisionMessage } from './land/landDecisionMessages';
import { LAND_PENDING_KINDS, type LandDecision } from './land/types';
import type { MessageOf, PromptCode } from './message';
import { navalDecisionMessage } from './naval/navalDecisionMessages';
import { NAVAL_PENDING_KINDS, type NavalDecision } from './naval/navalDecisions';
import type { PendingDecision } from './pending';
import { supplyDecisionMessage } from './supply/supplyDecisionMessages';

const isLand = (d: PendingDecision): d is LandDecision => (LAND_PENDING_KINDS as readonly string[]).includes(d.kind);
const isNaval = (d: PendingDecision): d is NavalDecision => (NAVAL_PENDING_KINDS as readonly string[]).includes(d.kind);

/**
 * What a pending decision asks its player, as a code: the state keeps no prompt, since the decision's
 * kind and fields say it all (the interface words it; hashes never depend on wording).
 */
export function decisionMessage(d: PendingDecision): MessageOf<PromptCode> {
  if (isLand(d)) return landDecisionMessage(d);
  if (isNaval(d)) return navalDecisionMessage(d);
  return supplyDecisionMessage(d);
}
