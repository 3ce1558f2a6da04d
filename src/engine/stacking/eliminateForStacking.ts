import { at } from '../pieces/location';
import { movePiece } from '../pieces/movePiece';
import type { GameState } from '../state';
import type { Step } from '../step';
import type { EliminateExcessDecision } from './types';

/** 8.1: eliminate one unit of an overstacked hex (to the dead pile); the decision stays until it complies. */
export function eliminateForStacking(state: GameState, decision: EliminateExcessDecision, unit: string): Step {
  let next = movePiece({ ...state, pending: state.pending.slice(0, -1) }, unit, at.deadPile);
  if (decision.excess > 1) {
    next = { ...next, pending: [...next.pending, { ...decision, excess: decision.excess - 1 }] };
  }
  return { state: next, events: [{ type: 'eliminated', side: decision.side, piece: unit, reason: 'reason.overStacking', rule: '8.1' }] };
}
