import { roll } from '../dice';
import { message } from '../message';
import { at, type Location } from '../pieces/location';
import type { Side } from '../side';
import type { GameState } from '../state';
import type { Step } from '../step';
import { spendColumns } from './columnPlaces';
import type { RepairChoiceDecision } from './types';


/** 6.5: roll one die for a damaged warship in Callao / the Chile Holding Box; the owner then chooses. */
export function startRepair(state: GameState, side: Side, ship: string): Step {
  const r = roll(state.dice, { purpose: message('roll.repair', { ship }), rule: '6.5', side, count: 1, reading: 'sum' });
  const n = r.event.result;
  const decision: RepairChoiceDecision = {
    kind: 'repairChoice',
    side,
    ship,
    roll: n,
    rule: '6.5',
  };
  return { state: { ...state, dice: r.dice, pending: [...state.pending, decision] }, events: [r.event] };
}

export function repairPay(state: GameState, d: RepairChoiceDecision, from: Location): Step {
  const s = spendColumns({ ...state, pending: state.pending.slice(0, -1) }, d.side, from, d.roll);
  return {
    state: { ...s, ships: { ...s.ships, [d.ship]: { ...s.ships[d.ship]!, damaged: false } } },
    events: [{ type: 'supplySpent', side: d.side, use: 'repair', piece: d.ship, columns: d.roll, rule: '6.5' }],
  };
}

/** 6.5: the ship goes to the turn track and comes back repaired to its yard when that turn begins. */
export function repairDelay(state: GameState, d: RepairChoiceDecision): Step {
  const to = at.turnTrack(state.turn + d.roll);
  return {
    state: { ...state, pending: state.pending.slice(0, -1), ships: { ...state.ships, [d.ship]: { ...state.ships[d.ship]!, location: to } } },
    events: [{ type: 'repairDelayed', side: d.side, ship: d.ship, untilTurn: state.turn + d.roll, rule: '6.5' }],
  };
}
