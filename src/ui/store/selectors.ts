import { activeSide, getMap, legalActions, viewFor, type Action, type GameState, type PlayerView, type Side } from '../../engine';
import { withStacks } from '../../engine/naval/stacks';
import type { Viewer } from './types';

/**
 * What the interface asks of the engine about a game state, computed once per state (issue 22): the
 * legal actions, the side to act and each side's view. Keyed by the state object itself (states are
 * never changed, a new one comes with every action), so every component, hook and slice that asks about
 * the same state shares one answer, and a state no longer held is forgotten with it.
 */
const legal = new WeakMap<GameState, readonly Action[]>();
const acting = new WeakMap<GameState, { readonly side: Side | null }>();
const views = new WeakMap<GameState, Map<Viewer, PlayerView>>();

/** `legalActions(game)`, once per state. Shared: never change the list. */
export function legalActionsOf(game: GameState): readonly Action[] {
  let list = legal.get(game);
  if (!list) {
    list = legalActions(game);
    legal.set(game, list);
  }
  return list;
}

/** `activeSide(game)`, once per state: the side that must act, null once the game is over. */
export function sideToAct(game: GameState): Side | null {
  let known = acting.get(game);
  if (!known) {
    known = { side: activeSide(game) };
    acting.set(game, known);
  }
  return known.side;
}

/** `viewFor(game, viewer)`, once per state and viewer: what that side (or an observer) may see. */
export function viewOf(game: GameState, viewer: Viewer): PlayerView {
  let bySide = views.get(game);
  if (!bySide) {
    bySide = new Map();
    views.set(game, bySide);
  }
  let view = bySide.get(viewer);
  if (!view) {
    // 4.1 III: a position opened in the middle of a Naval Movement Phase (a lesson, a position file) has
    // not formed its stacks yet; the engine forms them with the first action and lists their moves
    // already, so the view shows them formed: the prompt said only "End the movement of stack 1" (the
    // blockade lesson, table QA round 4), the sail prompt and the map's preview had no stack to show.
    view = viewFor(game.phase === 'navalMovement' && game.naval.stacks.length === 0 ? withStacks(game, getMap(game.options)) : game, viewer);
    bySide.set(viewer, view);
  }
  return view;
}
