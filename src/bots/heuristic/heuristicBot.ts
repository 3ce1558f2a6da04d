import type { Action, PlayerView, Side } from '../../engine';
import { publicRecords } from '../../engine/naval/viewGeometry';
import { sameLocation } from '../../engine/pieces/location';
import { historicalOverflowPlacement } from '../../engine/setup/historicalOverflow';
import type { Bot } from '../bot';
import { advance, combatLosses, combatSupply, formAttack, landCombatPhase, retreat } from './landCombat';
import { attritionLoss, formMove, landMove, landMovementPhase } from './landMovement';
import { administrativeOrders, catchRunners, interception, navalCombatPhase, navalFire, navalMovementPhase, runBlockade, setAside } from './naval';
import { consumeSupplyPhase, eliminateExcess, placeNewUnit, placeSupplyColumn, repairChoice } from './supply';
import { shipCapture } from './shipCapture';
import { readBoard } from './world';
import { DEFAULT_PLAN, type Plan } from './plan';

/**
 * `heuristic`: a rule-based player with a plan for each side (plan.ts). It answers every decision from
 * its PlayerView: pending decisions by kind, otherwise by phase. Deterministic: it never uses `random`.
 */
export function heuristicChoose(view: PlayerView, legal: readonly Action[], plan: Plan = DEFAULT_PLAN): Action {
  const side = legal[0]?.side ?? (view.viewer as Side);
  const board = readBoard(view, side, plan);
  const find = (pred: (a: Action) => boolean) => legal.find(pred);
  const pending = view.pending[view.pending.length - 1];
  let choice: Action | undefined;
  if (pending && pending.side === side) {
    switch (pending.kind) {
      case 'placeSupplyColumn': choice = placeSupplyColumn(board, legal); break;
      case 'eliminateExcess': choice = eliminateExcess(board, pending, find); break;
      case 'repairChoice': choice = repairChoice(board, pending, legal, find); break;
      case 'placeNewUnit': choice = placeNewUnit(board, legal); break;
      case 'formMove': choice = formMove(board, pending, legal, find); break;
      case 'landMove': choice = landMove(board, pending, legal, find); break;
      case 'attritionLoss': choice = attritionLoss(board, pending, find); break;
      case 'formAttack': choice = formAttack(board, pending, find); break;
      case 'combatSupply': choice = combatSupply(board, pending, legal); break;
      case 'combatLosses': choice = combatLosses(board, pending, find); break;
      case 'retreat': choice = retreat(board, pending, legal, find); break;
      case 'advance': choice = advance(board, pending, find); break;
      case 'interception': choice = interception(board, pending, find); break;
      case 'runBlockade': choice = runBlockade(board, pending, find); break;
      case 'catchRunners': choice = catchRunners(board, pending, legal, find); break;
      case 'setAside': choice = setAside(board, legal, find); break;
      case 'navalFire': choice = navalFire(board, legal); break;
      case 'shipCapture': choice = shipCapture(view, legal); break; // 10.1
    }
  } else {
    switch (view.phase) {
      case 'setup':
        choice = find((a) => a.type === 'endPhase') ? (overflowPlacement(view, side, legal) ?? administrativeOrders(board, legal) ?? find((a) => a.type === 'endPhase')) : find((a) => a.type === 'historicalSetup');
        break;
      case 'administrative': choice = administrativeOrders(board, legal) ?? find((a) => a.type === 'endPhase'); break;
      case 'consumeSupply': choice = consumeSupplyPhase(board, legal, find); break;
      case 'navalMovement': choice = navalMovementPhase(board, legal, find); break;
      case 'navalCombat': choice = navalCombatPhase(board, legal, find); break;
      case 'landMovement': choice = landMovementPhase(board, legal, find); break;
      case 'landCombat': choice = landCombatPhase(board, legal, find); break;
      default: break;
    }
  }
  return choice && legal.includes(choice) ? choice : (find((a) => a.type === 'endPhase') ?? legal[0]!);
}

/**
 * 8.1: with the Spanish stacking limit, the historical set-up's pieces over it placed elsewhere before the
 * set-up ends (setup/historicalOverflow.ts): each side lost a unit to its first Administrative Phase in
 * every game without it (issue 20, seeds 107100–107199).
 */
function overflowPlacement(view: PlayerView, side: Side, legal: readonly Action[]): Action | undefined {
  const o = historicalOverflowPlacement(publicRecords(view), side);
  return o ? legal.find((a) => a.type === 'setupPlace' && a.piece === o.piece && sameLocation(a.to, o.to)) : undefined;
}

export const heuristicBot: Bot = {
  name: 'heuristic',
  choose: (view, legal) => heuristicChoose(view, legal),
};
