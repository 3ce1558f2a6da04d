import { LAND_UNITS } from '../counters';
import type { HexId } from '../hex';
import type { Side } from '../side';
import { sideOf } from '../sideOf';
import type { GameState } from '../state';
import { stackingLimit } from './stackingLimit';

/** 8.1: the hexes where `side` has more land units than the stacking limit, with the excess. */
export function overstackedHexes(state: GameState, side: Side): { hex: HexId; excess: number }[] {
  const counts = new Map<HexId, number>();
  for (const u of LAND_UNITS) {
    const loc = state.units[u.id]?.location;
    if (loc?.kind === 'hex' && sideOf(u.nation) === side) counts.set(loc.hex, (counts.get(loc.hex) ?? 0) + 1);
  }
  return [...counts]
    .map(([hex, n]) => ({ hex, excess: n - stackingLimit(state, hex) }))
    .filter((x) => x.excess > 0)
    .sort((a, b) => a.hex.localeCompare(b.hex));
}
