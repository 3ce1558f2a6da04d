import type { GameEvent } from '../events';
import type { HexId } from '../hex';
import { at } from '../pieces/location';
import type { GameState } from '../state';
import type { Step } from '../step';
import { addSupplyColumns } from './addSupplyColumns';
import type { PlaceSupplyColumnDecision } from './types';
import { depotNation } from './supplyDepots';
import { supplyPlacementHexes } from './supplyPlacementHexes';

/** 4.1 I: place one Allied Supply Column; the decision stays until all are placed. */
export function placeSupplyColumn(state: GameState, decision: PlaceSupplyColumnDecision, hex: HexId): Step {
  const nation = depotNation(hex) ?? 'peru';
  const next = addSupplyColumns({ ...state, pending: state.pending.slice(0, -1) }, nation, at.hex(hex), 1);
  const placed: GameEvent = { type: 'supplyPlaced', side: 'allied', count: 1, where: hex, rule: '4.1' };
  const remaining = decision.remaining - 1;
  if (remaining === 0) return { state: next, events: [placed] };
  const updated: PlaceSupplyColumnDecision = { ...decision, remaining, bolivianPlaced: decision.bolivianPlaced || nation === 'bolivia' };
  const settled = settleSupplyPlacement({ ...next, pending: [...next.pending, updated] });
  return { state: settled.state, events: [placed, ...settled.events] };
}

/** 4.1 I: with no depot city left (all captured), the remaining columns can't be placed and are lost. */
export function settleSupplyPlacement(state: GameState): Step {
  const top = state.pending[state.pending.length - 1];
  if (top?.kind !== 'placeSupplyColumn') return { state, events: [] };
  if (supplyPlacementHexes(state, top).length > 0) return { state, events: [] };
  return {
    state: { ...state, pending: state.pending.slice(0, -1) },
    events: [{ type: 'supplyLost', side: 'allied', count: top.remaining, reason: 'reason.noDepotLeft', rule: '4.1' }],
  };
}
