import { activeSide } from '../activeSide';
import { topPending } from '../pending';
import { phaseInfo, type PhaseId } from '../sequence/phases';
import type { Side } from '../side';
import type { GameState } from '../state';
import { explain, type Explanation } from './types';

/**
 * The checks every intent shares: the game is on, the phase is right and no other decision is pending
 * (a pending decision must be answered first, 4.1 reading). `decision`: the pending kind the intent
 * answers, if any.
 */
export function turnCheck(state: GameState, phase: PhaseId, what: string, decision?: string): Explanation | null {
  const side = activeSide(state);
  if (side === null) return explain('The game is over: nothing more can be done (5.0).', '5.0');
  const top = topPending(state.pending);
  if (top && top.kind !== decision) return explain(`First: ${top.prompt.replace(/[.?!]?$/, '')} (${top.rule}).`, top.rule);
  if (state.phase !== phase) {
    const info = phaseInfo(phase);
    const now = phaseInfo(state.phase);
    return explain(`${what} only in the ${info.name}; this is the ${now.name} (${info.rule}).`, info.rule);
  }
  return null;
}

export function actor(state: GameState): Side {
  return activeSide(state) ?? state.side;
}
