import type { ActionOf, PhaseAction } from '../actions';
import type { GameMap } from '../map/types';
import type { Step } from '../step';
import type { GameState } from '../state';
import type { LandAction } from './actions';
import { beginAttack, resolveAssault } from './attack';
import { beginMove } from './move';

/** The land actions a phase offers (the answers to land decisions are in their entries, decisions/). */
export type LandPhaseAction = ActionOf<Extract<LandAction['type'], PhaseAction['type']>>;

/** applyAction's dispatch for the land operations a phase offers (8.2, 8.7, 7.6). */
export function performLand(state: GameState, map: GameMap, action: LandPhaseAction): Step {
  switch (action.type) {
    case 'beginMove':
      return beginMove(state, action.side, action.from);
    case 'beginAttack':
      return beginAttack(state, action.side, action.from, action.target);
    case 'resolveAssault':
      return resolveAssault(state, map, action.side, action.hex);
  }
}
