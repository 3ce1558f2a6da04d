import type { Action } from './actions';
import { activeSide } from './activeSide';
import { getMap } from './map/getMap';
import { topPending, type PendingDecision } from './pending';
import { PHASE_ACTIONS } from './sequence/phaseActions';
import { landUnitsIn } from './stacking/landUnitsIn';
import type { GameState } from './state';
import { supplyPlacementHexes } from './supply/supplyPlacementHexes';

/** Every legal action for the side that must act now (empty once the game is over). */
export function legalActions(state: GameState): Action[] {
  const side = activeSide(state);
  if (side === null) return [];
  const pending = topPending(state.pending);
  if (pending) return answers(state, pending);
  return PHASE_ACTIONS[state.phase](state, side, getMap());
}

/** The answers to a pending decision, by its kind. */
function answers(state: GameState, decision: PendingDecision): Action[] {
  switch (decision.kind) {
    case 'placeSupplyColumn':
      return supplyPlacementHexes(state, decision).map((hex) => ({ type: 'placeSupplyColumn', side: decision.side, hex }));
    case 'eliminateExcess':
      return landUnitsIn(state, decision.hex, decision.side).map((unit) => ({ type: 'eliminateUnit', side: decision.side, unit }));
  }
}
