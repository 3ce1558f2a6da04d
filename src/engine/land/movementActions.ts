import type { PhaseAction } from '../actions';
import type { Side } from '../side';
import type { GameState } from '../state';
import { movableSpaces } from './movers';

/** V. Land Movement Phase (8.2): start a move from any space with pieces that may move, or end the phase. */
export function landMovementActions(state: GameState, side: Side): PhaseAction[] {
  return [{ type: 'endPhase', side }, ...movableSpaces(state, side).map((from): PhaseAction => ({ type: 'beginMove', side, from }))];
}
