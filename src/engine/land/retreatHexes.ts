import type { HexId } from '../hex';
import type { Side } from '../side';
import type { GameMap } from '../map/types';
import type { GameState } from '../state';
import { isImpassableHexside, isLandHex } from './movementCost';
import { adjacentSpaces, mayEnter } from './reachableHexes';
import { HOLDING_BOX } from './types';

/**
 * 8.10: the hexes a stack may retreat into: adjacent land hexes (not sea or lake, not across an
 * impassable hexside) with no enemy land unit; one with only enemy Supply Columns captures them (8.12).
 * No movement points are paid; the Holding Box is no retreat.
 */
export function retreatHexes(state: GameState, map: GameMap, side: Side, from: HexId): HexId[] {
  return adjacentSpaces(map, from).filter(
    (h): h is HexId => h !== HOLDING_BOX && isLandHex(map, h) && !isImpassableHexside(map, from, h) && mayEnter(state, side, h, true),
  );
}

