import { withEntry } from './decisions/registry';
import type { MessageOf, PromptCode } from './message';
import type { PendingDecision } from './pending';

/**
 * What a pending decision asks its player, as a code (its entry's message, decisions/): the state keeps
 * no prompt, since the decision's kind and fields say it all (the interface words it; hashes never
 * depend on wording).
 */
export function decisionMessage(d: PendingDecision): MessageOf<PromptCode> {
  return withEntry(d, (entry, decision) => entry.message(decision));
}
