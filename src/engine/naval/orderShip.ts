import type { NavalArea } from '../map/types';
import type { Side } from '../side';
import type { GameState } from '../state';
import type { Step } from '../step';
import { ordersForTurn } from './orderableShips';

/** 4.1 I / 4.2: stack an NADC with a ship (or take it away: the ship will return to a friendly port). */
export function orderShip(state: GameState, side: Side, ship: string, area: NavalArea | null): Step {
  const forTurn = ordersForTurn(state);
  const kept = state.nadc[side].filter((o) => !(o.ship === ship && o.forTurn === forTurn));
  const orders = area === null ? kept : [...kept, { ship, area, forTurn }];
  return {
    state: { ...state, nadc: { ...state.nadc, [side]: orders } },
    // The event names the ship but not the area: the log is seen by both players.
    events: [{ type: 'nadcAssigned', side, ship, assigned: area !== null, rule: state.phase === 'setup' ? '4.2' : '4.1' }],
  };
}
