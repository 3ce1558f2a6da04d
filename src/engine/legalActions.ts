import type { Action, PhaseAction } from './actions';
import { activeSide } from './activeSide';
import { withEntry } from './decisions/registry';
import { getMap } from './map/getMap';
import type { GameMap } from './map/types';
import { topPending } from './pending';
import { PHASE_ACTIONS } from './sequence/phaseActions';
import type { GameState } from './state';
import { sameAction } from './sameAction';

/**
 * Every legal action for the side that must act now (empty once the game is over): the answers to the
 * newest pending decision (its entry's, decisions/), else what the phase offers.
 */
export function legalActions(state: GameState): Action[] {
  const side = activeSide(state);
  if (side === null) return [];
  const map = getMap(state.options);
  const pending = topPending(state.pending);
  if (pending) return withEntry(pending, (entry, d) => entry.answers(state, d, map));
  return PHASE_ACTIONS[state.phase](state, side, map);
}

/**
 * The legal phase action equal to `action` (sameAction), or undefined if it is not legal or a decision
 * is pending (its entry checks its answers): what applyAction validates with. It runs the very code
 * that lists the legal actions — one source of truth — but lets a phase skip the groups of actions
 * that cannot hold `action` (e.g. the other stacks' sail targets).
 */
export function findPhaseAction(state: GameState, map: GameMap, action: Action): PhaseAction | undefined {
  const side = activeSide(state);
  if (side === null || topPending(state.pending)) return undefined;
  return PHASE_ACTIONS[state.phase](state, side, map, action).find((a) => sameAction(a, action));
}
