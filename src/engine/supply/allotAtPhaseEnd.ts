import type { GameMap } from '../map/types';
import type { GameState } from '../state';
import type { Step } from '../step';
import { allotSupply } from './allotSupply';
import { settleSupplyPlacement } from './placeSupplyColumn';

/**
 * 4.1 I: the NADC orders are done ("Next, the current player is allotted Supply Column counters"): as
 * the phasing player ends his Administrative Phase he rolls for his Supply Columns. Chile's go to the
 * Holding Box and the phase ends; the Allied player places his, one by one, and the last placed ends it
 * (decisions/placeSupplyColumn.ts). With the supplyRollFirst option the roll was made as the phase began.
 */
export function allotAtPhaseEnd(state: GameState, _map: GameMap): Step {
  if (state.options.supplyRollFirst) return { state, events: [] };
  const allotted = allotSupply(state);
  const placed = settleSupplyPlacement(allotted.state);
  return { state: placed.state, events: [...allotted.events, ...placed.events] };
}

/** Whether the Allied columns being placed were allotted as the phase ended, so that the last placed ends it. */
export const placingEndsPhase = (state: GameState): boolean => state.phase === 'administrative' && !state.options.supplyRollFirst;
