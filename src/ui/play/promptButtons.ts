import { applyAction, type Action, type GameState } from '../../engine';
import { jsonEqual } from '../../engine/jsonEqual';
import { hopelessLast } from '../combat/noChanceToHit';

/** The actions the prompt shows as buttons even among many (the rest go in the list of every legal action). */
export const PROMPT_BUTTONS: readonly Action['type'][] = ['endPhase', 'historicalSetup', 'repair', 'endMove', 'enterHoldingBox'];

/** More than this many phase actions, and only PROMPT_BUTTONS are buttons; the others are taken on the map. */
export const FEW_ACTIONS = 12;

/**
 * 3.1: the historical set-up taken again would change nothing (every piece of the side stands where it
 * puts it): it stays in the list of every legal action, not among the prompt's buttons, where it was
 * still offered beside "Finish set-up" once taken (left open in the table QA rounds).
 */
export function changesNothing(game: GameState, action: Action): boolean {
  if (action.type !== 'historicalSetup') return false;
  const r = applyAction(game, action);
  return r.ok && jsonEqual({ ...r.state, step: game.step }, game);
}

/**
 * The prompt's buttons and the list's: a pending decision's answers are all buttons; in a phase, a few
 * actions are all buttons, many are split.
 */
export function promptButtons(game: GameState, actions: readonly Action[]): { readonly primary: readonly Action[]; readonly rest: readonly Action[] } {
  const many = game.pending.length === 0 && actions.length > FEW_ACTIONS;
  const noOps = actions.filter((a) => changesNothing(game, a));
  const shown = noOps.length > 0 ? actions.filter((a) => !noOps.includes(a)) : actions;
  if (!many) return { primary: endLast(shown), rest: noOps };
  return { primary: endLast(shown.filter((a) => PROMPT_BUTTONS.includes(a.type))), rest: [...shown.filter((a) => !PROMPT_BUTTONS.includes(a.type)), ...noOps] };
}

/**
 * The phase's end after what may be done in it: "End Land Combat Phase" stood first, above four attacks,
 * where a tap meant for an attack ended the phase (table QA round 15). 7.6: raids with no chance to hit
 * come after the others, before the end (QA round 19a, MINOR-6).
 */
function endLast(actions: readonly Action[]): readonly Action[] {
  const ends = actions.filter((a) => a.type === 'endPhase');
  const ordered = hopelessLast(actions);
  return ends.length === 0 || ends.length === actions.length ? ordered : [...ordered.filter((a) => a.type !== 'endPhase'), ...ends];
}
