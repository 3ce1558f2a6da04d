import type { PhaseAction } from '../actions';
import { GAME_TURNS } from '../sequence/phases';
import { NAVAL_AREAS } from '../map/types';
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
  const actions: PhaseAction[] = [];
  for (const ship of orderableShips(state, side)) {
    if (onlyShip !== undefined && ship !== onlyShip) continue; // checking one ship's order (PhaseActions' `only`)
    const current = state.nadc[side].find((o) => o.ship === ship && o.forTurn === forTurn)?.area ?? null;
    for (const area of NAVAL_AREAS) if (area !== current) actions.push({ type: 'orderShip', side, ship, area });
    if (current !== null) actions.push({ type: 'orderShip', side, ship, area: null });
  }
  return actions;
}
