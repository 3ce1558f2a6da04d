import type { Action, GameEvent, GameState, Side } from '../../engine';
import { legalActionsOf, sideToAct } from '../store/selectors';

/** What an empty phase is passed after: the action just applied and what it did. */
export interface Applied {
  readonly action: Action;
  readonly events: readonly GameEvent[];
}

/**
 * A phase a human side has just entered with nothing to do in it (4.1): its only legal action is
 * ending it — the Naval Combat Phase with no raid or Infernal Machine to try (7.6, 10.2), Chile's
 * Victory Determination Phase (5.0), a Naval or Land Movement or Land Combat Phase with nothing to
 * move or attack. At the table a player just goes on; here it is passed by the interface (table QA:
 * about three clicks of "End the phase" a player turn, and a hand-over now and then, for phases that
 * offered nothing else). The end of that phase, or null when it is not to be passed:
 *
 * - only a phase entered by ending the one before it, with no die rolled on the way: a phase a player
 *   has acted in (a raid that left nothing more) waits for him, and a roll is always his to see;
 * - never the Allies' Victory Determination Phase, which tells what the game turn's end reckoned
 *   (VictoryReckoning), nor an ending that rolls dice (the Administrative Phase's Supply Columns, 4.1);
 * - only for a human side (a bot ends its own phases), never in a lesson (its script ends them).
 */
export function emptyPhasePass(game: GameState, before: Applied, players: Readonly<Record<Side, string>>): Action | null {
  if (game.result || game.pending.length > 0 || before.action.type !== 'endPhase') return null;
  if (before.events.some((e) => e.type === 'roll')) return null;
  const side = sideToAct(game);
  if (side === null || players[side] !== 'human') return null;
  if (game.phase === 'victoryDetermination' && side === 'allied') return null;
  // The lists the interface shows are asked for once a state (store/selectors).
  const legal = legalActionsOf(game);
  const only = legal.length === 1 ? legal[0]! : null;
  return only?.type === 'endPhase' ? only : null;
}
