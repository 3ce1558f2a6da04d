import type { NavalArea } from '../map/types';
import { SHIPS } from '../counters';
import { orderableShips, ordersForTurn } from '../naval/orderableShips';
import { shipSide } from '../naval/seaGeometry';
import { GAME_TURNS } from '../sequence/phases';
import type { GameState } from '../state';
import { actor } from './turnCheck';
import { explain, type Explanation } from './types';

/**
 * 4.1 I / 4.2: why `ship` may not be given an NADC for `area` (null: take it back) now, in the set-up or
 * an Administrative Phase with no decision pending (null if nothing forbids it, or in another phase);
 * the checks of nadcActions.
 */
export function orderWhyNot(state: GameState, ship: string, area: NavalArea | null): Explanation | null {
  if (state.phase !== 'setup' && state.phase !== 'administrative') return null;
  const rule = state.phase === 'setup' ? '4.2' : '4.1';
  const forTurn = ordersForTurn(state);
  if (forTurn > GAME_TURNS) return explain('whyNot.nadcLastTurn', { turn: state.turn }, '4.1');
  if (!SHIPS.some((s) => s.id === ship)) return explain('whyNot.nadcNotAShip', { piece: ship, rule }, rule);
  const side = actor(state);
  if (!state.ships[ship] || shipSide(state, ship) !== side) return explain('whyNot.nadcNotYours', { ship, rule }, rule);
  if (!orderableShips(state, side).includes(ship)) return explain('whyNot.nadcNotAfloat', { ship, rule }, rule);
  const current = state.nadc[side].find((o) => o.ship === ship && o.forTurn === forTurn)?.area ?? null;
  if (area === null && current === null) return explain('whyNot.nadcNoneToTakeBack', { ship, rule }, rule);
  if (area !== null && area === current) return explain('whyNot.nadcAlready', { ship, area, rule }, rule);
  return null;
}
