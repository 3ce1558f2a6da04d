import type { PhaseAction } from '../actions';
import { GAME_TURNS } from '../sequence/phases';
import { NAVAL_AREAS, type NavalArea } from '../map/types';
import type { Side } from '../side';
import type { GameState } from '../state';
import { orderableShips, ordersForTurn } from './orderableShips';

/**
 * 4.1 I / 4.2: give a ship an NADC (a naval area to sail for), change it, or take it back. Legal at
 * set-up (for turn 1) and in the owner's Administrative Phase (for his next turn); not on the last turn.
 */
export function nadcActions(state: GameState, side: Side, onlyShip?: unknown): PhaseAction[] {
  const forTurn = ordersForTurn(state);
  if (forTurn > GAME_TURNS) return [];
  const lists: (readonly PhaseAction[])[] = [];
  for (const ship of orderableShips(state, side)) {
    if (onlyShip !== undefined && ship !== onlyShip) continue; // checking one ship's order (PhaseActions' `only`)
    const current = state.nadc[side].find((o) => o.ship === ship && o.forTurn === forTurn)?.area ?? null;
    lists.push(shipOrders(side, ship, current));
  }
  return ([] as PhaseAction[]).concat(...lists);
}

/**
 * A ship's orders given its current one: every other area, and none (taking it back) if it has one.
 * Issue 20 §4: they are listed at every step of an Administrative Phase (some 240 a listing), and are
 * the same whenever the side, the ship and its current order are, so each list is made once and its
 * orders frozen (shared by every listing). At most ships × (areas + 1) lists.
 */
function shipOrders(side: Side, ship: string, current: NavalArea | null): readonly PhaseAction[] {
  const key = `${side}|${ship}|${current ?? '-'}`;
  let orders = SHIP_ORDERS.get(key);
  if (!orders) {
    const made: PhaseAction[] = [];
    for (const area of NAVAL_AREAS) if (area !== current) made.push(Object.freeze({ type: 'orderShip', side, ship, area }));
    if (current !== null) made.push(Object.freeze({ type: 'orderShip', side, ship, area: null }));
    SHIP_ORDERS.set(key, (orders = made));
  }
  return orders;
}

const SHIP_ORDERS = new Map<string, readonly PhaseAction[]>();
