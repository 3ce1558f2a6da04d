import { at } from '../pieces/location';
import type { GameState } from '../state';
import type { Step } from '../step';
import { cargoOf, isWarship, shipSide } from './seaGeometry';
import { withoutPieces } from '../pieces/withoutPieces';


/**
 * 7.9 / 7.10: a ship goes to the dead pile with whatever it carries (land units to the dead pile,
 * Supply Columns out of the game). A warship lost counts for 5.5.
 */
export function sinkShip(state: GameState, ship: string, rule: string): Step {
  const side = shipSide(state, ship);
  const cargo = cargoOf(state, ship);
  const units = { ...state.units };
  for (const piece of cargo) if (units[piece]) units[piece] = { ...units[piece]!, location: at.deadPile };
  const supply = withoutPieces(state.supply, cargo.filter((piece) => !units[piece]));
  const sunk = isWarship(ship) ? { ...state.warshipsSunkThisTurn, [side]: state.warshipsSunkThisTurn[side] + 1 } : state.warshipsSunkThisTurn;
  const stacks = state.naval.stacks.map((s) => (s.ships.includes(ship) ? { ...s, ships: s.ships.filter((x) => x !== ship) } : s));
  return {
    state: {
      ...state,
      units,
      supply,
      ships: { ...state.ships, [ship]: { ...state.ships[ship]!, location: at.deadPile, damaged: false } },
      warshipsSunkThisTurn: sunk,
      naval: { ...state.naval, stacks },
    },
    events: [{ type: 'shipSunk', side, ship, cargo, rule }],
  };
}

/** 7.9 / 7.7: a hit damages a ship, or sinks it if it is already damaged. */
export function hitShip(state: GameState, ship: string, rule: string): Step & { outcome: 'damaged' | 'sunk' } {
  if (state.ships[ship]!.damaged) return { ...sinkShip(state, ship, rule), outcome: 'sunk' };
  return { state: { ...state, ships: { ...state.ships, [ship]: { ...state.ships[ship]!, damaged: true } } }, events: [], outcome: 'damaged' };
}
