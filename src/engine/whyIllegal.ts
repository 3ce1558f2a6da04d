import type { Action } from './actions';
import { decisionMessage } from './decisionMessage';
import { message } from './message';
import { topPending } from './pending';
import { engineError, type EngineError } from './result';
import { phaseInfo } from './sequence/phases';
import type { GameState } from './state';

/** Why a well-formed action by the side to act is not legal now, with the rule case that forbids it. */
export function whyIllegal(state: GameState, action: Action): EngineError {
  const pending = topPending(state.pending);
  if (pending) return engineError('ILLEGAL', message('error.answerFirst', { first: decisionMessage(pending) }), pending.rule);
  const phase = phaseInfo(state.phase);
  return engineError('ILLEGAL', message('error.notInPhase', { action: action.type, phase: state.phase }), phase.rule);
}
