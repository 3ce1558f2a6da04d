import { sameLocation, type Location } from '../pieces/location';
import type { Side } from '../side';
import { sideOf } from '../sideOf';
import type { GameState } from '../state';
import { withoutPieces } from '../pieces/withoutPieces';

/**
 * Where a side has Supply Columns it can spend (6.1): on the map or in the Chile Holding Box, not
 * aboard a transport. Columns in one place are alike, so actions name the place, not the column.
 */
export function columnPlaces(state: GameState, side: Side): { location: Location; count: number }[] {
  const places: { location: Location; count: number }[] = [];
  for (const col of Object.values(state.supply)) {
    if (sideOf(col.nation) !== side) continue;
    if (col.location.kind !== 'hex' && col.location.kind !== 'holdingBox') continue;
    const found = places.find((p) => sameLocation(p.location, col.location));
    if (found) found.count++;
    else places.push({ location: col.location, count: 1 });
  }
  return places;
}

/** Spend `count` of a side's Supply Columns at one place (lowest ids first); they leave play (6.2: "removed"). */
export function spendColumns(state: GameState, side: Side, from: Location, count = 1): GameState {
  const ids = Object.keys(state.supply)
    .filter((id) => {
      const c = state.supply[id]!;
      return sideOf(c.nation) === side && sameLocation(c.location, from);
    })
    .sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)))
    .slice(0, count);
  if (ids.length < count) throw new RangeError(`only ${ids.length} Supply Columns there, ${count} needed`);
  return { ...state, supply: withoutPieces(state.supply, ids) };
}
