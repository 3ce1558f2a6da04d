import type { ReasonCode } from '../message';
import { at } from '../pieces/location';
import { movePiece } from '../pieces/movePiece';
import type { GameState } from '../state';
import type { Step } from '../step';
import { sideOfPiece } from './spaces';
import { withoutPieces } from '../pieces/withoutPieces';

/**
 * 2.7: a land unit loses one step: a full unit is depleted (flipped), a depleted or one-step unit is
 * eliminated (to the dead pile, 6.3).
 */
export function loseStep(state: GameState, unit: string, reason: ReasonCode, rule: string): Step {
  const u = state.units[unit];
  if (!u) throw new RangeError(`no land unit "${unit}" in play`);
  const side = sideOfPiece(state, unit);
  if (u.steps > 1) {
    return { state: { ...state, units: { ...state.units, [unit]: { ...u, steps: u.steps - 1 } } }, events: [{ type: 'stepLost', side, unit, reason, rule }] };
  }
  return { state: movePiece(state, unit, at.deadPile), events: [{ type: 'eliminated', side, piece: unit, reason, rule }] };
}

/** 6.2 "removed": a Supply Column used up (8.5 attrition, 8.9 combat supply) leaves play. */
export function removeColumn(state: GameState, column: string): GameState {
  return { ...state, supply: withoutPieces(state.supply, [column]) };
}

/** The steps a land unit still has (0 once it is off the map). */
export function stepsOf(state: GameState, unit: string): number {
  const u = state.units[unit];
  return u && (u.location.kind === 'hex' || u.location.kind === 'holdingBox') ? u.steps : 0;
}
