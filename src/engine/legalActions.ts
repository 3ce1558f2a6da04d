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
  return [...listing(state)];
}

/**
 * Each state's listing, made once. A listing is a pure function of its state, and the engine never
 * changes a state (every action makes a new one), so the listing lives as long as its state object and
 * no longer (a WeakMap, like the pieces-by-place index): a bot or the page lists a state, then applies
 * one of its actions, and applyAction looks the action up in the same listing instead of listing the
 * phase again (issue 20 §4). The listed actions are frozen — they are the engine's own copies, the
 * ones it performs — and callers get a fresh array of them.
 */
const LISTINGS = new WeakMap<GameState, readonly Action[]>();

/** This state's listing if legalActions has made it, else undefined (never lists). */
export function knownListing(state: GameState): readonly Action[] | undefined {
  return LISTINGS.get(state);
}

function listing(state: GameState): readonly Action[] {
  const known = LISTINGS.get(state);
  if (known) return known;
  const listed = list(state);
  for (const a of listed) Object.freeze(a);
  LISTINGS.set(state, listed);
  return listed;
}

function list(state: GameState): Action[] {
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
  // The state already listed (legalActions): its listing holds exactly the phase's actions.
  const known = LISTINGS.get(state) as readonly PhaseAction[] | undefined;
  if (known) return known.find((a) => sameAction(a, action));
  return PHASE_ACTIONS[state.phase](state, side, map, action).find((a) => sameAction(a, action));
}
