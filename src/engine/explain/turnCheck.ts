import { activeSide } from '../activeSide';
import { decisionMessage } from '../decisionMessage';
import { topPending } from '../pending';
import { phaseInfo, type PhaseId } from '../sequence/phases';
import type { Side } from '../side';
import type { GameState } from '../state';
import { explain, type Explanation } from './types';

/** What the intent does, by the why-not code that says in which phase it may be done. */
export type Activity = 'whyNot.shipsSailOnlyIn' | 'whyNot.landUnitsMoveOnlyIn' | 'whyNot.attacksOnlyIn' | 'whyNot.placedOnlyIn';

/**
 * The checks every intent shares: the game is on, the phase is right and no decision is pending (a
 * pending decision must be answered first, 4.1 reading; an intent that answers it is explained by the
 * decision's entry, decisions/).
 */
export function turnCheck(state: GameState, phase: PhaseId, what: Activity): Explanation | null {
  const side = activeSide(state);
  if (side === null) return explain('whyNot.gameOver', {}, '5.0');
  if (topPending(state.pending)) return answerFirst(state);
  if (state.phase !== phase) {
    const info = phaseInfo(phase);
    return explain(what, { phase, current: state.phase, rule: info.rule }, info.rule);
  }
  return null;
}

/** A pending decision is answered first: what it asks, with its case. */
export function answerFirst(state: GameState): Explanation {
  const top = topPending(state.pending)!;
  return explain('whyNot.answerFirst', { first: decisionMessage(top), rule: top.rule }, top.rule);
}

export function actor(state: GameState): Side {
  return activeSide(state) ?? state.side;
}
