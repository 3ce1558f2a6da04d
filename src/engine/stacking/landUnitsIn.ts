import { LAND_UNITS } from '../counters';
import type { HexId } from '../hex';
import type { Side } from '../side';
import { sideOf } from '../sideOf';
import type { GameState } from '../state';

/** The land units standing in a hex (not Supply Columns), optionally only one side's, in manifest order. */
export function landUnitsIn(state: GameState, hex: HexId, side?: Side): string[] {
  return LAND_UNITS.filter((u) => {
    const loc = state.units[u.id]?.location;
    return loc?.kind === 'hex' && loc.hex === hex && (side === undefined || sideOf(u.nation) === side);
  }).map((u) => u.id);
}
