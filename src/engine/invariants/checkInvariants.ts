import { getMap } from '../map/getMap';
import type { GameState } from '../state';
import { boliviaViolations, capacityViolations, locationViolations, stepViolations } from './pieceInvariants';
import { stackingViolations, supplyAndVpViolations } from './stateInvariants';
import type { Violation } from './violation';

/**
 * The game invariants that hold after every action (issue 12): every piece in exactly one valid place,
 * steps within range (2.7), stacking within limits where 8.1 enforces it, transports within capacity
 * (7.1), Supply Columns and VP consistent (4.1, 5.1), no Bolivian piece after Bolivia quits (5.6).
 * Pure; returns the violations found (none: an empty list).
 */
export function checkInvariants(state: GameState): Violation[] {
  const map = getMap(state.options);
  return [
    ...locationViolations(state, map),
    ...stepViolations(state),
    ...capacityViolations(state),
    ...boliviaViolations(state),
    ...stackingViolations(state),
    ...supplyAndVpViolations(state, map),
  ];
}
