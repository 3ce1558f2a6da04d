import { LAND_UNITS } from '../counters';
import type { Side } from '../side';
import { sideOf } from '../sideOf';
import type { GameState } from '../state';
import type { PlaceNewUnitDecision } from './types';

/**
 * 6.3 / 6.4: as the Consume Supply Columns Phase begins, each of the phasing side's rebuilt or recruited
 * units waiting in this turn's box of the turn track (for want of a free city) is to be placed.
 */
export function askToPlaceWaitingUnits(state: GameState, side: Side): GameState {
  const waiting = LAND_UNITS.filter((u) => {
    const loc = state.units[u.id]?.location;
    return sideOf(u.nation) === side && loc?.kind === 'turnTrack' && loc.turn === state.turn && u.reinforcementTurn !== state.turn;
  });
  const decisions: PlaceNewUnitDecision[] = waiting.map((u) => ({
    kind: 'placeNewUnit',
    side,
    unit: u.id,
    rule: '6.3',
  }));
  return decisions.length ? { ...state, pending: [...state.pending, ...decisions.reverse()] } : state;
}
