import { SHIPS } from '../counters';
import type { Side } from '../side';
import type { GameState } from '../state';
import { shipSide } from './seaGeometry';

/** Ships of a side that can be given an NADC: afloat on the map or in the Chile Holding Box (4.1 I, 4.2, 6.3); captured ones by their new owner (10.1). */
export function orderableShips(state: GameState, side: Side): string[] {
  return SHIPS.map((s) => s.id)
    .filter((id) => state.ships[id] && shipSide(state, id) === side)
    .filter((id) => {
      const k = state.ships[id]?.location.kind;
      return k === 'hex' || k === 'holdingBox';
    });
}

/** The game turn whose Naval Movement Phase the NADCs given now are for: 4.2 at set-up, else 4.1 I the next. */
export function ordersForTurn(state: GameState): number {
  return state.phase === 'setup' ? 1 : state.turn + 1;
}
