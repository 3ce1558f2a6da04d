import { isActionShape, type Action, type PhaseAction } from './actions';
import { activeSide } from './activeSide';
import { withinActionLimits } from './actionLimits';
import { withEntry } from './decisions/registry';
import { findPhaseAction } from './legalActions';
import { getMap } from './map/getMap';
import type { GameMap } from './map/types';
import { message } from './message';
import { engineError, type EngineError } from './result';
import { endPhase } from './sequence/endPhase';
import { orderShip } from './naval/orderShip';
import { applyHistoricalSetup } from './setup/applyHistoricalSetup';
import { placeAtSetup } from './setup/placeAtSetup';
import { topPending } from './pending';
import type { GameState } from './state';
import type { Step } from './step';
import { whyIllegal } from './whyIllegal';
import { performLand } from './land/perform';
import { performNaval } from './naval/perform';
import { performSupply } from './supply/perform';

export type ApplyResult =
  | ({ readonly ok: true } & Step)
  | { readonly ok: false; readonly error: EngineError };

/**
 * Apply one action. The input state is never mutated; anything not in legalActions(state) is refused
 * with a typed code and the rule case that forbids it: an answer to the pending decision is checked and
 * performed by that decision's entry (decisions/), a phase action by findPhaseAction (the same lists,
 * narrowed) and perform().
 */
export function applyAction(state: GameState, action: unknown): ApplyResult {
  if (!isActionShape(action)) return { ok: false, error: engineError('MALFORMED', message('error.notAnAction', {})) };
  if (!withinActionLimits(action)) return { ok: false, error: engineError('MALFORMED', message('error.actionTooLarge', {})) };
  if (state.result) return { ok: false, error: engineError('GAME_OVER', message('error.gameOver', {}), state.result.rule) };
  const side = activeSide(state);
  if (action.side !== side) {
    return { ok: false, error: engineError('NOT_YOUR_TURN', message('error.notYourTurn', { side: side ?? state.side }), '4.1') };
  }
  // The engine's own copy of the action is performed, never the caller's object.
  const pending = topPending(state.pending);
  const map = getMap(state.options);
  const step = pending ? withEntry(pending, (entry, d) => entry.answer(state, d, action, map)) : performPhaseAction(state, map, action);
  if (!step) return { ok: false, error: whyIllegal(state, action, map) };
  return { ok: true, state: { ...step.state, step: state.step + 1 }, events: step.events };
}

/**
 * For a bot's own look-ahead only (chessops' `playUnchecked`): apply an action that is one of the very
 * objects `legalActions(state)` returned for this state, without looking it up again among the phase's
 * actions (that lookup is a third of `applyAction`'s time in a playout). An answer to a pending decision
 * is still checked by its entry. Anything from outside the engine — a player's click, a file, another
 * state's list — goes through `applyAction`. Same result as `applyAction` for such an action
 * (tests/unit/applyListedAction.test.ts).
 */
export function applyListedAction(state: GameState, action: Action): ApplyResult {
  if (state.result) return { ok: false, error: engineError('GAME_OVER', message('error.gameOver', {}), state.result.rule) };
  const pending = topPending(state.pending);
  const map = getMap(state.options);
  const step = pending ? withEntry(pending, (entry, d) => entry.answer(state, d, action, map)) : perform(state, map, action as PhaseAction);
  if (!step) return { ok: false, error: whyIllegal(state, action, map) };
  return { ok: true, state: { ...step.state, step: state.step + 1 }, events: step.events };
}

function performPhaseAction(state: GameState, map: GameMap, action: Action): Step | null {
  const legal = findPhaseAction(state, map, action);
  return legal ? perform(state, map, legal) : null;
}

function perform(state: GameState, map: GameMap, action: PhaseAction): Step {
  switch (action.type) {
    case 'endPhase':
      return endPhase(state, map);
    case 'setupPlace':
      return placeAtSetup(state, action.side, action.piece, action.to);
    case 'orderShip':
      return orderShip(state, action.side, action.ship, action.area);
    case 'historicalSetup':
      return applyHistoricalSetup(state, action.side, map);
    // 6.2–6.5 spending Supply Columns
    case 'replenish':
    case 'rebuild':
    case 'recruit':
    case 'rebuildTransport':
    case 'repair':
      return performSupply(state, action);
    // 8.7 land operations
    case 'beginMove':
    case 'beginAttack':
    case 'resolveAssault':
      return performLand(state, map, action);
    // 7.1–7.8, 10.2 naval operations
    case 'embark':
    case 'sail':
    case 'endMove':
    case 'enterHoldingBox':
    case 'debark':
    case 'raid':
    case 'infernalMachine':
      return performNaval(state, map, action);
  }
}
