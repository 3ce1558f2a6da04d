import type { Action } from '../actions';
import { activeSide } from '../activeSide';
import { applyAction } from '../applyAction';
import type { GameEvent } from '../events';
import { legalActions } from '../legalActions';
import { newGame } from '../newGame';
import type { GameState } from '../state';
import type { Step } from '../step';

/** Apply an action that must be legal (tests, lessons): throws with the engine's message otherwise. */
export function act(state: GameState, action: Action): Step {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`${r.error.code}: ${JSON.stringify(r.error.message)} (${r.error.rule})`);
  return r;
}

/** Play the first legal action until `stop` holds or the game ends; returns the state and every event. */
export function playUntil(
  state: GameState,
  stop: (s: GameState) => boolean,
  choose: (legal: Action[], s: GameState) => Action = (legal) => legal[0]!,
  limit = 100_000,
): Step & { readonly actions: number } {
  let s = state;
  const events: GameEvent[] = [];
  let actions = 0;
  while (!stop(s) && activeSide(s) !== null) {
    const legal = legalActions(s);
    if (legal.length === 0) throw new Error(`dead end: ${activeSide(s)} must act but has no legal action`);
    const r = act(s, choose(legal, s));
    s = r.state;
    events.push(...r.events);
    if (++actions > limit) throw new Error('no end in sight');
  }
  return { state: s, events, actions };
}

/** Play to the start of the given phase of the given player turn. */
export function playTo(state: GameState, turn: number, side: GameState['side'], phase: GameState['phase']) {
  return playUntil(state, (s) => s.turn === turn && s.side === side && s.phase === phase && s.pending.length === 0);
}

/** Both sides take the historical set-up (3.1); returns the state as Chile's set-up is about to end. */
export function historicalSetupDone(seed: string | number, options?: Parameters<typeof newGame>[0]['options']): GameState {
  let s = newGame({ seed, options });
  s = act(s, { type: 'historicalSetup', side: 'allied' }).state;
  s = act(s, { type: 'endPhase', side: 'allied' }).state;
  return act(s, { type: 'historicalSetup', side: 'chile' }).state;
}

/**
 * Random play from the historical set-up (a small linear congruential generator from `seed`, no engine
 * dice): each state is shown to `visit` after its legal actions are listed (so what the engine keeps of
 * a state is built, as in play), for at most `steps` states or to the end of the game.
 */
export function playRandomly(seed: number, steps: number, visit: (s: GameState) => void, options?: Parameters<typeof newGame>[0]['options']): void {
  let s = historicalSetupDone(seed, options);
  let x = seed * 104729;
  for (let n = 0; n < steps && activeSide(s) !== null; n++) {
    const legal = legalActions(s);
    visit(s);
    x = (x * 1103515245 + 12345) % 2147483648;
    s = act(s, legal[(x >> 3) % legal.length]!).state;
  }
}
