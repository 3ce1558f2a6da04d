import type { Action, GameState } from '../../engine';

/** The actions the prompt shows as buttons even among many (the rest go in the list of every legal action). */
export const PROMPT_BUTTONS: readonly Action['type'][] = ['endPhase', 'historicalSetup', 'repair', 'endMove', 'enterHoldingBox'];

/** More than this many phase actions, and only PROMPT_BUTTONS are buttons; the others are taken on the map. */
export const FEW_ACTIONS = 12;

/**
 * The prompt's buttons and the list's: a pending decision's answers are all buttons; in a phase, a few
 * actions are all buttons, many are split.
 */
export function promptButtons(game: GameState, actions: readonly Action[]): { readonly primary: readonly Action[]; readonly rest: readonly Action[] } {
  const many = game.pending.length === 0 && actions.length > FEW_ACTIONS;
  if (!many) return { primary: actions, rest: [] };
  return { primary: actions.filter((a) => PROMPT_BUTTONS.includes(a.type)), rest: actions.filter((a) => !PROMPT_BUTTONS.includes(a.type)) };
}
