import type { Action } from '../actions';
import type { GameEvent } from '../events';
import type { GameMap } from '../map/types';
import type { GameState } from '../state';
import type { LandAction } from './actions';
import { advanceUnit, endAdvance } from './advance';
import { beginAttack, cancelAttack, chooseCombatSupply, declareAttack, resolveAssault, takeLoss, toggleAttacker } from './attack';
import { takeAttrition } from './attrition';
import { advanceAnswers, combatLossesAnswers, combatSupplyAnswers, formAttackAnswers, retreatAnswers } from './combatActions';
import { beginMove, cancelMove, dropOff, forcedMarch, moveStep, rollMove, stopMove, toggleMover } from './move';
import { attritionAnswers, formMoveAnswers, landMoveAnswers } from './movementActions';
import { holdGround, retreat } from './retreat';
import type { LandDecision } from './types';

/** applyAction's dispatch for land operations (8.2–8.12). */
export function performLand(state: GameState, action: LandAction): { state: GameState; events: GameEvent[] } {
  switch (action.type) {
    case 'beginMove':
      return beginMove(state, action.side, action.from);
    case 'toggleMover':
      return toggleMover(state, action.piece);
    case 'rollMove':
      return rollMove(state);
    case 'cancelMove':
      return cancelMove(state);
    case 'moveStep':
      return moveStep(state, action.to);
    case 'dropOff':
      return dropOff(state, action.piece);
    case 'forcedMarch':
      return forcedMarch(state);
    case 'stopMove':
      return stopMove(state);
    case 'takeAttrition':
      return takeAttrition(state, action.piece);
    case 'beginAttack':
      return beginAttack(state, action.side, action.from, action.target);
    case 'toggleAttacker':
      return toggleAttacker(state, action.unit);
    case 'declareAttack':
      return declareAttack(state);
    case 'cancelAttack':
      return cancelAttack(state);
    case 'resolveAssault':
      return resolveAssault(state, action.side, action.hex);
    case 'combatSupply':
      return chooseCombatSupply(state, action.initiative, action.extraDie);
    case 'takeLoss':
      return takeLoss(state, action.unit);
    case 'retreat':
      return retreat(state, action.to);
    case 'holdGround':
      return holdGround(state, action.unit);
    case 'advanceUnit':
      return advanceUnit(state, action.unit);
    case 'endAdvance':
      return endAdvance(state);
  }
}

/** legalActions' answers to the land operations' pending decisions. */
export function landAnswers(state: GameState, decision: LandDecision, map: GameMap): Action[] {
  switch (decision.kind) {
    case 'formMove':
      return formMoveAnswers(state, decision);
    case 'landMove':
      return landMoveAnswers(state, decision, map);
    case 'attritionLoss':
      return attritionAnswers(decision);
    case 'formAttack':
      return formAttackAnswers(state, decision);
    case 'combatSupply':
      return combatSupplyAnswers(decision);
    case 'combatLosses':
      return combatLossesAnswers(state, decision);
    case 'retreat':
      return retreatAnswers(state, decision);
    case 'advance':
      return advanceAnswers(state, decision);
  }
}
