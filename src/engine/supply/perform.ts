import type { ActionOf, PhaseAction } from '../actions';
import type { GameState } from '../state';
import type { Step } from '../step';
import type { SupplyAction } from './actions';
import { startRepair } from './repair';
import { buildUnit, rebuildTransport, replenish } from './spendSupply';

/** The supply actions a phase offers (the answers to supply decisions are in their entries, decisions/). */
export type SupplyPhaseAction = ActionOf<Extract<SupplyAction['type'], PhaseAction['type']>>;

/** applyAction's dispatch for spending Supply Columns in the Consume Supply Columns Phase (6.2–6.5). */
export function performSupply(state: GameState, action: SupplyPhaseAction): Step {
  switch (action.type) {
    case 'replenish':
      return replenish(state, action.side, action.unit, action.from);
    case 'rebuild':
    case 'recruit':
      return buildUnit(state, action.side, action.type, action.unit, action.from, action.to);
    case 'rebuildTransport':
      return rebuildTransport(state, action.side, action.ship, action.from, action.to);
    case 'repair':
      return startRepair(state, action.side, action.ship);
  }
}
