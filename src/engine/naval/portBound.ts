import type { HexId } from '../hex';
import type { GameMap } from '../map/types';
import { at } from '../pieces/location';
import type { Side } from '../side';
import type { GameState } from '../state';
import { columnsAt } from './provisions';
import { isFriendlyPort } from './seaGeometry';

/**
 * 7.3 / 7.8: warships of `side` in `hex` that may not leave it to intercept: it is a port of their own
 * side with no Supply Column of theirs standing in it — "if there is no Supply Column present in that
 * port, then no stack of ships may exit that port" (7.8). They may still intercept in their own hex
 * (a stack entering it), which is no departure. Warships in an enemy port (blockaders) or at sea need
 * no provisions to move (docs/rules-notes.md, 7.8). Not with the rules option interceptWithoutProvisions.
 */
export function portBound(state: GameState, map: GameMap, hex: HexId, side: Side): boolean {
  if (state.options.interceptWithoutProvisions) return false; // the rules option: this edition's reading until 2026-11-30
  return isFriendlyPort(state, map, hex, side) && columnsAt(state, side, at.hex(hex)) === 0;
}
