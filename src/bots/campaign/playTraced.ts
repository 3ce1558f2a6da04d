import { activeSide, applyAction, legalActions, newGame, viewFor, type Action, type GameState, type RulesOptions, type Side } from '../../engine';
import { decide } from '../chooseAction';
import type { BotMemory } from '../memory';
import type { TraceStep } from './trace';
import { historicalSetUpDue, type SetupChoice } from './historicalSetUp';

export interface TracedOptions {
  /** The search bot's budget (simulated engine steps). */
  readonly budget?: number;
  /** Stop (unfinished) after this many actions. */
  readonly limit?: number;
  /** Sees every step as it is applied (the campaign tallies' feed). */
  readonly onStep?: (step: TraceStep) => void;
  /** Told how long each decision took, and whose (match's decision-time percentiles). */
  readonly onDecided?: (bot: string, ms: number) => void;
  /**
   * 'historical': each side's historical set-up (3.2) is applied for it, as the new-game screen's
   * default does (historicalSetUp.ts), so the game is the browser's with that seed and those bots;
   * 'free' (the default, the one every recorded match and stats run played): each bot sets up its side.
   */
  readonly setup?: SetupChoice;
  /** Rules options of the game (default: today's). */
  readonly options?: Partial<RulesOptions>;
}

/**
 * Play a seeded game between two named bots — the one loop of `npm run wotp -- match` (scripts/match.ts's
 * playTimed) and `stats`: each bot decides from its side's view with seed "<seed>:<side>:<step>" and its
 * memory; every step goes to `onStep` with its events, every decision's time to `onDecided`.
 */
export function playTraced(seed: string | number, bots: Readonly<Record<Side, string>>, o: TracedOptions = {}): GameState {
  let state = newGame({ seed, ...(o.options ? { options: o.options } : {}) });
  const memory: Record<Side, BotMemory | undefined> = { chile: undefined, allied: undefined };
  const limit = o.limit ?? 60_000;
  let last: Action | undefined;
  const apply = (action: Action, refused: string) => {
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`seed ${seed}: ${refused}`);
    o.onStep?.({ before: state, action, events: r.events, after: r.state });
    state = r.state;
    last = action;
  };
  for (let side = activeSide(state); side !== null; side = activeSide(state)) {
    if (state.step >= limit) break;
    const due = o.setup === 'historical' ? historicalSetUpDue(state, last) : null;
    if (due) {
      apply(due, `the historical set-up of ${due.side} is refused`);
      continue;
    }
    const started = performance.now();
    const choice = decide(bots[side], viewFor(state, side), legalActions(state), `${seed}:${side}:${state.step}`, { ...(o.budget !== undefined ? { budget: o.budget } : {}), memory: memory[side] });
    o.onDecided?.(bots[side], performance.now() - started);
    memory[side] = choice.memory;
    apply(choice.action, `bot ${bots[side]} chose an illegal action`);
  }
  return state;
}
