import { LAND_UNITS, SETUP_GROUPS, SHIPS, SUPPLY_SETUP, type SetupGroup, type SetupGroupId } from '../counters';
import type { GameState } from '../state';

/** The set-up group of a piece (a land unit, ship or set-up Supply Column), or null for anything else. */
export function setupGroupOf(state: GameState, piece: string): SetupGroup | null {
  const id =
    LAND_UNITS.find((u) => u.id === piece)?.setupGroup ??
    SHIPS.find((s) => s.id === piece)?.setupGroup ??
    SUPPLY_SETUP.find((s) => s.nation === state.supply[piece]?.nation)?.setupGroup;
  return id ? (SETUP_GROUPS[id as SetupGroupId] ?? null) : null;
}
