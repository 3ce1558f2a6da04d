import { LAND_UNITS } from '../counters';
import type { Side } from '../side';
import { sideOf } from '../sideOf';
import type { GameState } from '../state';
import { occupy } from './occupy';

/** 3.0: every hex where a land unit of `side` stands is controlled by `side`. */
export function claimOccupiedHexes(state: GameState, side: Side): GameState {
  const nationOf = new Map(LAND_UNITS.map((u) => [u.id, u.nation]));
  let s = state;
  for (const [id, u] of Object.entries(state.units)) {
    const nation = nationOf.get(id);
    if (u.location.kind === 'hex' && nation && sideOf(nation) === side) s = occupy(s, u.location.hex, side);
  }
  return s;
}
