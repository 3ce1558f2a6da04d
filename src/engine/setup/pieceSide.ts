import { LAND_UNITS, SHIPS } from '../counters';
import type { Side } from '../side';
import { sideOf } from '../sideOf';
import type { GameState } from '../state';

/** The side a land unit, ship or Supply Column belongs to, or null for an unknown id. */
export function pieceSide(state: GameState, piece: string): Side | null {
  const nation = LAND_UNITS.find((u) => u.id === piece)?.nation ?? SHIPS.find((s) => s.id === piece)?.nation ?? state.supply[piece]?.nation;
  return nation ? sideOf(nation) : null;
}

/** Every piece id of a side still waiting to be placed at set-up. */
export function unplacedPieces(state: GameState, side: Side): string[] {
  const all = [...Object.entries(state.units), ...Object.entries(state.ships), ...Object.entries(state.supply)];
  return all.filter(([id, p]) => p.location.kind === 'unplaced' && pieceSide(state, id) === side).map(([id]) => id);
}
