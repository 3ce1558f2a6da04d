import type { Action } from './actions';
import { activeSide } from './activeSide';
import { topPending, type PendingDecision } from './pending';
import type { GameState } from './state';
import { supplyPlacementHexes } from './supply/supplyPlacementHexes';

/** Every legal action for the side that must act now (empty once the game is over). */
export function legalActions(state: GameState): Action[] {
  const side = activeSide(state);
  if (side === null) return [];
  const pending = topPending(state.pending);
  if (pending) return answers(state, pending);
  // 4.1: the phasing player may end the phase once no decision is pending.
  return [{ type: 'endPhase', side }];
}

/** The answers to a pending decision. */
function answers(state: GameState, decision: PendingDecision): Action[] {
  switch (decision.kind) {
    case 'placeSupplyColumn':
      return supplyPlacementHexes(state, decision).map((hex) => ({ type: 'placeSupplyColumn', side: decision.side, hex }));
  }
}
