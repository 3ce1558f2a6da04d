import { landUnit } from '../counters';
import type { HexId } from '../hex';
import { hexKey, landUnitsAtPlace } from '../pieces/piecesByPlace';
import type { Side } from '../side';
import { sideOf } from '../sideOf';
import type { GameState } from '../state';

/** The land units standing in a hex (not Supply Columns), optionally only one side's, in manifest order. */
export function landUnitsIn(state: GameState, hex: HexId, side?: Side): string[] {
  const key = hexKey(hex);
  if (key === null) return [];
  const here = landUnitsAtPlace(state, key);
  return side === undefined ? [...here] : here.filter((id) => sideOf(landUnit(id).nation) === side);
}
