import type { Action } from '../actions';
import type { GameState } from '../state';
import { catchRunnersAnswers, runBlockadeAnswers } from './blockade';
import { interceptionAnswers } from './interception';
import type { NavalDecision } from './navalDecisions';
import { fireAnswers, setAsideAnswers } from './navalCombat';
import { captureAnswers } from './shipCapture';

/** The answers to a naval pending decision (legalActions' answers() delegates here). */
export function navalAnswers(state: GameState, d: NavalDecision): Action[] {
  switch (d.kind) {
    case 'interception':
      return interceptionAnswers(state, d);
    case 'runBlockade':
      return runBlockadeAnswers(d);
    case 'catchRunners':
      return catchRunnersAnswers(state, d);
    case 'setAside':
      return setAsideAnswers(state, d.side);
    case 'navalFire':
      return fireAnswers(state, d.side);
    case 'shipCapture':
      return captureAnswers(state, d.side);
  }
}
