import { LAND_UNITS, SETUP_GROUPS, SHIPS, SUPPLY_SETUP, type SetupGroup, type SetupGroupId } from '../counters';
import type { GameState } from '../state';

/** The set-up group id of each land unit and ship (constant data, looked up once per piece of a listing). */
const GROUP_OF_PIECE: ReadonlyMap<string, string | undefined> = new Map<string, string | undefined>([
  ...SHIPS.map((s): [string, string | undefined] => [s.id, s.setupGroup]),
  ...LAND_UNITS.map((u): [string, string | undefined] => [u.id, u.setupGroup]),
]);

/** The set-up group of a piece (a land unit, ship or set-up Supply Column), or null for anything else (a game state or a player's view). */
export function setupGroupOf(state: Pick<GameState, 'supply'>, piece: string): SetupGroup | null {
  const id = GROUP_OF_PIECE.get(piece) ?? SUPPLY_SETUP.find((s) => s.nation === state.supply[piece]?.nation)?.setupGroup;
  return id ? (SETUP_GROUPS[id as SetupGroupId] ?? null) : null;
}
