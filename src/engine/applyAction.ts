import { isActionShape, type Action } from './actions';
import { activeSide } from './activeSide';
import { withinActionLimits } from './actionLimits';
import type { GameEvent } from './events';
import { findLegalAction } from './legalActions';
import { getMap } from './map/getMap';
import { message } from './message';
import { engineError, type EngineError } from './result';
import { endPhase } from './sequence/endPhase';
import { placeSupplyColumn } from './supply/placeSupplyColumn';
import { buildUnit, rebuildTransport, replenish } from './supply/spendSupply';
import { repairDelay, repairPay, startRepair } from './supply/repair';
import { placeNewUnit } from './supply/placeNewUnit';
import { orderShip } from './naval/orderShip';
import { eliminateForStacking } from './stacking/eliminateForStacking';
import { applyHistoricalSetup } from './setup/applyHistoricalSetup';
import { placeAtSetup } from './setup/placeAtSetup';
import type { GameState } from './state';
import { whyIllegal } from './whyIllegal';
import { performLand } from './land/perform';
import { performNaval } from './naval/performNaval';

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: EngineError };

/**
 * Apply one action. The input state is never mutated; anything not in legalActions(state) is refused
 * with a typed code and the rule case that forbids it (findLegalAction: the same lists, narrowed).
 */
export function applyAction(state: GameState, action: unknown): ApplyResult {
  if (!isActionShape(action)) return { ok: false, error: engineError('MALFORMED', message('error.notAnAction', {})) };
  if (!withinActionLimits(action)) return { ok: false, error: engineError('MALFORMED', message('error.actionTooLarge', {})) };
  if (state.result) return { ok: false, error: engineError('GAME_OVER', message('error.gameOver', {}), state.result.rule) };
  const side = activeSide(state);
  if (action.side !== side) {
    return { ok: false, error: engineError('NOT_YOUR_TURN', message('error.notYourTurn', { side: side ?? state.side }), '4.1') };
  }
  // The engine's own copy of the action is performed, never the caller's object.
  const legal = findLegalAction(state, action);
  if (!legal) return { ok: false, error: whyIllegal(state, action) };
  const { state: next, events } = perform(state, legal);
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
    case 'replenish':
      return replenish(state, action.side, action.unit, action.from);
    case 'rebuild':
    case 'recruit':
      return buildUnit(state, action.side, action.type, action.unit, action.from, action.to);
    case 'rebuildTransport':
      return rebuildTransport(state, action.side, action.ship, action.from, action.to);
    case 'repair':
      return startRepair(state, action.side, action.ship);
    case 'repairPay':
      return repairPay(state, action.from);
    case 'repairDelay':
      return repairDelay(state);
    case 'placeNewUnit':
      return placeNewUnit(state, action.to);
    case 'eliminateUnit':
      return eliminateForStacking(state, action.unit);
    case 'historicalSetup':
      return applyHistoricalSetup(state, action.side, getMap());
    // 8.2–8.12 land operations
    case 'beginMove':
    case 'toggleMover':
    case 'rollMove':
    case 'cancelMove':
    case 'moveStep':
    case 'dropOff':
    case 'forcedMarch':
    case 'stopMove':
    case 'takeAttrition':
    case 'beginAttack':
    case 'toggleAttacker':
    case 'declareAttack':
    case 'cancelAttack':
    case 'resolveAssault':
    case 'combatSupply':
    case 'takeLoss':
    case 'retreat':
    case 'holdGround':
    case 'advanceUnit':
    case 'endAdvance':
      return performLand(state, action);
    // 7.1–7.10, 10.1, 10.2 naval operations
    case 'embark':
    case 'sail':
    case 'endMove':
    case 'enterHoldingBox':
    case 'debark':
    case 'intercept':
    case 'interceptRoll':
    case 'declineInterception':
    case 'runBlockade':
    case 'catchRunner':
    case 'letRunnersGo':
    case 'setAside':
    case 'beginNavalCombat':
    case 'fire':
    case 'raid':
    case 'attemptCapture':
    case 'declineCapture':
    case 'infernalMachine':
      return performNaval(state, action);
  }
}
