import type { GameMap } from '../map/types';
import { sameLocation, type Location } from '../pieces/location';
import type { Side } from '../side';
import { sideOf } from '../sideOf';
import type { GameState } from '../state';
import type { Step } from '../step';
import { spendColumns } from '../supply/columnPlaces';
import type { MovingStack } from './types';
import { inFriendlyPort } from './seaGeometry';

/** 7.8: a stack leaving a port (or the Holding Box) needs a Supply Column there; at sea it needs none. */
export function needsProvisions(state: GameState, map: GameMap, stack: MovingStack): boolean {
  return stack.status === 'waiting' && stack.sailed.length === 0 && inFriendlyPort(state, map, stack.at, stack.side);
}

/** Supply Columns of a side standing in a place (not aboard a transport). */
export function columnsAt(state: GameState, side: Side, place: Location): number {
  return Object.values(state.supply).filter((c) => sideOf(c.nation) === side && sameLocation(c.location, place)).length;
}

/** 7.8: whether the stack may sail at all (no Supply Column in its port: it may not leave). */
export function hasProvisions(state: GameState, map: GameMap, stack: MovingStack): boolean {
  return !needsProvisions(state, map, stack) || columnsAt(state, stack.side, stack.at) > 0;
}

/** 7.8: one Supply Column in the port is spent as the stack departs. */
export function spendProvisions(state: GameState, stack: MovingStack): Step {
  return {
    state: spendColumns(state, stack.side, stack.at, 1),
    events: [{ type: 'provisionsSpent', side: stack.side, from: stack.at, rule: '7.8' }],
  };
}

/**
 * 7.8: the port (a hex, or the Chile Holding Box) a stack waits in without the Supply Column it needs
 * to leave; null when the stack may sail (it is at sea, has a column there, or has already left).
 */
export function portLackingProvisions(state: GameState, map: GameMap, stack: MovingStack): Location | null {
  return hasProvisions(state, map, stack) ? null : stack.at;
}
