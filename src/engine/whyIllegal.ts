import type { Action } from './actions';
import { actionFieldProblem } from './actionFields';
import { decisionMessage } from './decisionMessage';
import { attackWhyNot } from './explain/attackWhyNot';
import { orderWhyNot } from './explain/orderWhyNot';
import { placeWhyNot } from './explain/placeWhyNot';
import { sailWhyNot } from './explain/sailWhyNot';
import type { Explanation } from './explain/types';
import { HOLDING_BOX, type Space } from './land/types';
import type { GameMap } from './map/types';
import { message } from './message';
import { topPending } from './pending';
import type { Location } from './pieces/location';
import { engineError, type EngineError } from './result';
import { PHASE_ACTIONS } from './sequence/phaseActions';
import { phaseInfo } from './sequence/phases';
import type { GameState } from './state';

/**
 * Why a well-formed action by the side to act is not legal now, with the rule case that forbids it —
 * what is wrong with the action itself, not only its type (QA round 6: a game file whose NADC area was
 * changed to "XIV" was refused as "'orderShip' is not allowed in the Set-up"):
 * 1. a field no action of its type could hold — missing, unknown, of the wrong kind, a naval area, hex
 *    or piece that does not exist — named with its bad value (actionFields.ts);
 * 2. a pending decision to answer first;
 * 3. the rule check of the why-not answers (explain/) for a sail, a placement, an attack or an NADC;
 * 4. else: the phase offers actions of this type but not this one, or none of this type.
 */
export function whyIllegal(state: GameState, action: Action, map: GameMap): EngineError {
  const field = actionFieldProblem(state, map, action);
  if (field) return engineError('ILLEGAL', field.message, field.rule);
  const pending = topPending(state.pending);
  if (pending) return engineError('ILLEGAL', message('error.answerFirst', { first: decisionMessage(pending) }), pending.rule);
  const why = ruleWhyNot(state, map, action);
  if (why) return engineError('ILLEGAL', message('error.ruleRefuses', { action: action.type, first: why.message }), why.rule);
  const phase = phaseInfo(state.phase);
  const offered = PHASE_ACTIONS[state.phase](state, action.side, map).some((a) => a.type === action.type);
  return engineError('ILLEGAL', message(offered ? 'error.notThisOne' : 'error.notInPhase', { action: action.type, phase: state.phase }), phase.rule);
}

/** The why-not answer for the phase actions that have one (the fields are known to be well-formed). */
function ruleWhyNot(state: GameState, map: GameMap, action: Action): Explanation | null {
  switch (action.type) {
    case 'sail':
      return sailWhyNot(state, map, action.to, action.stack);
    case 'orderShip':
      return orderWhyNot(state, action.ship, action.area);
    case 'beginAttack':
      return attackWhyNot(state, map, action.from, action.target);
    case 'setupPlace': {
      const space = spaceOf(action.to);
      return space === null ? null : placeWhyNot(state, map, action.piece, space);
    }
    case 'recruit':
    case 'rebuild': {
      const space = spaceOf(action.to);
      return space === null ? null : placeWhyNot(state, map, action.unit, space);
    }
    default:
      return null;
  }
}

function spaceOf(location: Location): Space | null {
  if (location.kind === 'hex') return location.hex;
  return location.kind === 'holdingBox' ? HOLDING_BOX : null;
}
