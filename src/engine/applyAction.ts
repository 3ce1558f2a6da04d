import { isActionShape, type Action } from './actions';
import { activeSide } from './activeSide';
import { canonicalJson } from './canonicalJson';
import type { GameEvent } from './events';
import { legalActions } from './legalActions';
import { getMap } from './map/getMap';
import { engineError, type EngineError } from './result';
import { endPhase } from './sequence/endPhase';
import { placeSupplyColumn } from './supply/placeSupplyColumn';
import { orderShip } from './naval/orderShip';
import { eliminateForStacking } from './stacking/eliminateForStacking';
import { applyHistoricalSetup } from './setup/applyHistoricalSetup';
import { placeAtSetup } from './setup/placeAtSetup';
import type { GameState } from './state';
import { whyIllegal } from './whyIllegal';

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: EngineError };

/**
 * Apply one action. The input state is never mutated; anything not in legalActions(state) is refused
 * with a typed code and the rule case that forbids it.
 */
export function applyAction(state: GameState, action: unknown): ApplyResult {
  if (!isActionShape(action)) return { ok: false, error: engineError('MALFORMED', 'That is not an action the game knows.') };
  if (state.result) return { ok: false, error: engineError('GAME_OVER', 'The game is over.', state.result.rule) };
  const side = activeSide(state);
  if (action.side !== side) {
    return { ok: false, error: engineError('NOT_YOUR_TURN', `It is ${side === 'chile' ? 'Chile' : 'the Allies'} who must act now.`, '4.1') };
  }
  const key = canonicalJson(action);
  if (!legalActions(state).some((a) => canonicalJson(a) === key)) {
    return { ok: false, error: whyIllegal(state, action) };
  }
  const { state: next, events } = perform(state, action);
  return { ok: true, state: { ...next, step: state.step + 1 }, events };
}

function perform(state: GameState, action: Action): { state: GameState; events: GameEvent[] } {
  switch (action.type) {
    case 'endPhase':
      return endPhase(state, getMap());
    case 'placeSupplyColumn':
      return placeSupplyColumn(state, action.hex);
    case 'setupPlace':
      return placeAtSetup(state, action.side, action.piece, action.to);
    case 'orderShip':
      return orderShip(state, action.side, action.ship, action.area);
    case 'eliminateUnit':
      return eliminateForStacking(state, action.unit);
    case 'historicalSetup':
      return applyHistoricalSetup(state, action.side, getMap());
  }
}
