import type { Action } from './actions';
import { activeSide } from './activeSide';
import type { GameState } from './state';

/** Every legal action for the side that must act now (empty once the game is over). */
export function legalActions(state: GameState): Action[] {
  const side = activeSide(state);
  if (side === null) return [];
  // 4.1: the phasing player may end the phase once no decision is pending.
  if (state.pending.length === 0) return [{ type: 'endPhase', side }];
  return [];
}
