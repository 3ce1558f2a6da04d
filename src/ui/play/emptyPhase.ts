import { applyAction, type Action, type GameEvent, type GameState, type Side } from '../../engine';
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
 * - only for a human side (a bot ends its own phases), never in a lesson (its script ends them);
 * - never the last phase of a player turn, whose end hands the game to the other side (passEmptyPhases):
 *   the player ends his player turn himself, his last chance to take back what he did (table QA round 14:
 *   "End Land Movement Phase" ran on into the hand-over, and a forgotten stack could not be undone).
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

/** An action applied: the action, the state it made and its events. */
export interface AppliedStep extends Applied {
  readonly state: GameState;
}

/** At most this many phases are passed in a row (a player turn has seven). */
const MOST_PASSED = 14;

/**
 * After `applied`, the ends of the phases with nothing to do that follow it (emptyPhasePass), in order:
 * none that rolls a die, and none that gives the game to the other side — the passing stops at the
 * phase that would (Chile's Victory Determination Phase), which waits for its player.
 */
export function passEmptyPhases(applied: AppliedStep, players: Readonly<Record<Side, string>>): AppliedStep[] {
  const passed: AppliedStep[] = [];
  let last = applied;
  for (let i = 0; i < MOST_PASSED; i++) {
    const pass = emptyPhasePass(last.state, last, players);
    const r = pass ? applyAction(last.state, pass) : null;
    if (!pass || !r?.ok || r.events.some((e) => e.type === 'roll') || sideToAct(r.state) !== pass.side) break;
    const step = { action: pass, state: r.state, events: r.events };
    passed.push(step);
    last = step;
  }
  return passed;
}
