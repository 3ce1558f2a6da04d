import type { Action } from './actions';
import { activeSide } from './activeSide';
import { getMap } from './map/getMap';
import { topPending, type PendingDecision } from './pending';
import { PHASE_ACTIONS } from './sequence/phaseActions';
import { landUnitsIn } from './stacking/landUnitsIn';
import type { GameState } from './state';
import { supplyPlacementHexes } from './supply/supplyPlacementHexes';
import { repairAnswers } from './supply/repair';
import { newUnitPlaces } from './supply/newUnitPlaces';
import { landUnit } from './counters';
import { landAnswers } from './land/perform';
import { navalAnswers } from './naval/navalAnswers';
import { sameAction } from './sameAction';

/** Every legal action for the side that must act now (empty once the game is over). */
export function legalActions(state: GameState): Action[] {
  return listActions(state);
}

/**
 * The legal action equal to `action` (sameAction), or undefined if it is not legal: what applyAction
 * validates with. It runs the very code that lists the legal actions — one source of truth — but lets
 * a phase skip the groups of actions that cannot hold `action` (e.g. the other stacks' sail targets).
 */
export function findLegalAction(state: GameState, action: Action): Action | undefined {
  return listActions(state, action).find((a) => sameAction(a, action));
}

function listActions(state: GameState, only?: Action): Action[] {
  const side = activeSide(state);
  if (side === null) return [];
  const pending = topPending(state.pending);
  if (pending) return answers(state, pending);
  return PHASE_ACTIONS[state.phase](state, side, getMap(), only);
}

/** The answers to a pending decision, by its kind. */
function answers(state: GameState, decision: PendingDecision): Action[] {
  switch (decision.kind) {
    case 'placeSupplyColumn':
      return supplyPlacementHexes(state, decision).map((hex) => ({ type: 'placeSupplyColumn', side: decision.side, hex }));
    case 'repairChoice':
      return repairAnswers(state, decision);
    case 'placeNewUnit': {
      const nation = landUnit(decision.unit).nation;
      return newUnitPlaces(state, getMap(), nation).map((to) => ({ type: 'placeNewUnit', side: decision.side, unit: decision.unit, to }));
    }
    case 'eliminateExcess':
      return landUnitsIn(state, decision.hex, decision.side).map((unit) => ({ type: 'eliminateUnit', side: decision.side, unit }));
    // 8.2–8.12 land operations
    case 'formMove':
    case 'landMove':
    case 'attritionLoss':
    case 'formAttack':
    case 'combatSupply':
    case 'combatLosses':
    case 'retreat':
    case 'advance':
      return landAnswers(state, decision, getMap());
    // 7.3–7.10, 10.1 naval operations
    case 'interception':
    case 'runBlockade':
    case 'catchRunners':
    case 'setAside':
    case 'navalFire':
    case 'shipCapture':
      return navalAnswers(state, decision);
  }
}
