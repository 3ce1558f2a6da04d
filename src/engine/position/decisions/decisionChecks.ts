import { withEntry } from '../../decisions/registry';
import type { GameMap } from '../../map/types';
import { message, type Message } from '../../message';
import type { GameState } from '../../state';

/**
 * The first problem of the position's pending decisions, or null: each against its entry (decisions/)
 * — the phases where it can arise, what may wait under it, and what it needs of the rest of the position.
 */
export function decisionProblem(state: GameState, map: GameMap): Message | null {
  for (const [i, d] of state.pending.entries()) {
    const problem = withEntry(d, (entry, decision) => {
      const path = `pending.${i}`;
      if (!entry.phases.includes(state.phase)) return message('position.pending.wrongPhase', { path, decision: d.kind, current: state.phase });
      // One procedure asks at a time: only these decisions are ever left waiting under another.
      const under = state.pending[i - 1];
      if (under && !(entry.over ?? []).includes(under.kind)) return message('position.pending.neverOver', { path, decision: d.kind, under: under.kind });
      return entry.check(decision, state, map, path);
    });
    if (problem) return problem;
  }
  return null;
}
