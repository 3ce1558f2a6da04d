import { landUnit, ship as shipDef } from '../counters';
import type { Location } from '../pieces/location';
import type { Side } from '../side';
import type { GameState } from '../state';
import type { Step } from '../step';
import { spendColumns } from './columnPlaces';


/** 6.2: one Supply Column in or adjacent to a depleted unit brings it back to full strength at once. */
export function replenish(state: GameState, side: Side, unit: string, from: Location): Step {
  const s = spendColumns(state, side, from);
  return {
    state: { ...s, units: { ...s.units, [unit]: { ...s.units[unit]!, steps: landUnit(unit).steps } } },
    events: [{ type: 'supplySpent', side, use: 'replenish', piece: unit, columns: 1, rule: '6.2' }],
  };
}

/**
 * 6.3 rebuild (from the dead pile) / 6.4 recruit (from the recruit pool): one Supply Column; the unit
 * comes back depleted (one step) where newUnitPlaces allows, and can't move this turn (8.2).
 */
export function buildUnit(state: GameState, side: Side, use: 'rebuild' | 'recruit', unit: string, from: Location, to: Location): Step {
  const s = spendColumns(state, side, from);
  return {
    state: { ...s, units: { ...s.units, [unit]: { location: to, steps: 1, builtTurn: to.kind === 'turnTrack' ? null : state.turn } } },
    events: [
      { type: 'supplySpent', side, use, piece: unit, columns: 1, rule: use === 'rebuild' ? '6.3' : '6.4' },
      { type: 'placed', side, piece: unit, to, rule: use === 'rebuild' ? '6.3' : '6.4' },
    ],
  };
}

/** 6.3: three Supply Columns rebuild a sunk transport; it can't move until the next game turn. */
export function rebuildTransport(state: GameState, side: Side, ship: string, from: Location, to: Location): Step {
  const s = spendColumns(state, side, from, 3);
  shipDef(ship);
  return {
    state: { ...s, ships: { ...s.ships, [ship]: { location: to, damaged: false, builtTurn: state.turn } } },
    events: [
      { type: 'supplySpent', side, use: 'rebuildTransport', piece: ship, columns: 3, rule: '6.3' },
      { type: 'placed', side, piece: ship, to, rule: '6.3' },
    ],
  };
}
