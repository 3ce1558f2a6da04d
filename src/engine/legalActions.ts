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
  const list = pending ? withEntry(pending, (entry, d) => entry.answers(state, d, map)) : PHASE_ACTIONS[state.phase](state, side, map);
  // A copy of its own (the caller may do what it likes with the list it is given); a list too long to
  // scan is not kept.
  if (list.length <= SCAN_AT_MOST) LISTED.set(state, list.slice());
  return list;
}

/**
 * Issue 20 §4: the legal actions last listed for a state, remembered with the state object (which the
 * engine never changes) for as long as it lives. Whoever acts lists the actions of a state and then
 * applies one of them to that same state — the player's screen, a bot, a replay that checks as it
 * goes — so applyAction finds the action among them instead of listing again (listedAction).
 */
const LISTED = new WeakMap<GameState, readonly Action[]>();

/**
 * Longer lists are not scanned: a stack's hundreds of sail orders are checked faster by asking for the
 * one hex (findPhaseAction's narrowing) than by comparing the action with each of them.
 */
const SCAN_AT_MOST = 48;

/**
 * The action of the remembered listing of this very state that equals `action` (sameAction): `null`
 * when that listing holds none (the action is illegal), `undefined` when there is no listing to look in
 * (never listed, or too long to scan) and applyAction must check it itself.
 */
export function listedAction(state: GameState, action: Action): Action | null | undefined {
  const listed = LISTED.get(state);
  if (listed === undefined) return undefined;
  for (const a of listed) if (a.type === action.type && sameAction(a, action)) return a;
  return null;
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
