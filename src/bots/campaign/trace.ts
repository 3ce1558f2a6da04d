import { applyAction, newGame, type Action, type GameEvent, type GameState, type PhaseId, type RulesOptions, type Side } from '../../engine';

/** One applied action of a game: the state it was applied to, the events it caused, the state after. */
export interface TraceStep {
  readonly before: GameState;
  readonly action: Action;
  readonly events: readonly GameEvent[];
  readonly after: GameState;
}

/**
 * Where in the game an event happened: the game turn, the phasing side, the phase, and a running count
 * of phases begun (so "the same or the next phase" is a difference of 0 or 1). Events carry no turn of
 * their own; the clock follows the `phaseBegan` events as they come.
 */
export interface PhaseAt {
  readonly turn: number;
  readonly side: Side;
  readonly phase: PhaseId;
  readonly index: number;
}

/**
 * Replay a game from its seed and actions (a played game, a game file's steps), one step at a time.
 * Throws on an illegal action: figures of a game that does not replay would be figures of nothing.
 */
export function* traceGame(seed: string | number, actions: readonly Action[], options: Partial<RulesOptions> = {}): Generator<TraceStep> {
  let state = newGame({ seed, options });
  for (const action of actions) {
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`step ${state.step}: the action does not replay`);
    yield { before: state, action, events: r.events, after: r.state };
    state = r.state;
  }
}
