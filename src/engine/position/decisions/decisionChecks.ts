import { withEntry } from '../../decisions/registry';
import type { GameMap } from '../../map/types';
import type { Message } from '../../message';
import type { GameState } from '../../state';

/**
 * The first problem of the position's pending decisions, or null: each against its entry (decisions/)
 * — the phases where it can arise, what may wait under it, and what it needs of the rest of the position.
 */
export function decisionProblem(state: GameState, map: GameMap): string | Message | null {
  for (const [i, d] of state.pending.entries()) {
    const problem = withEntry(d, (entry, decision) => {
      if (!entry.phases.includes(state.phase)) return `pending[${i}]: a "${d.kind}" decision can't arise in the ${state.phase} phase`;
      // One procedure asks at a time: only these decisions are ever left waiting under another.
      const under = state.pending[i - 1];
      if (under && !(entry.over ?? []).includes(under.kind)) return `pending[${i}]: a "${d.kind}" decision is never asked while a "${under.kind}" decision waits`;
      const bad = entry.check(decision, state, map, `pending.${i}`);
      return typeof bad === 'string' ? `pending[${i}] (${d.kind}): ${bad}` : bad;
    });
    if (problem) return problem;
  }
  return null;
}
