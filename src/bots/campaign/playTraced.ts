import { activeSide, applyAction, legalActions, newGame, viewFor, type GameState, type Side } from '../../engine';
import { decide } from '../chooseAction';
import type { BotMemory } from '../memory';
import type { TraceStep } from './trace';

export interface TracedOptions {
  /** The search bot's budget (simulated engine steps). */
  readonly budget?: number;
  /** Stop (unfinished) after this many actions. */
  readonly limit?: number;
  /** Sees every step as it is applied (the campaign tallies' feed). */
  readonly onStep?: (step: TraceStep) => void;
  /** Told how long each decision took, and whose (match's decision-time percentiles). */
  readonly onDecided?: (bot: string, ms: number) => void;
}

/**
 * Play a seeded game between two named bots — the one loop of `npm run wotp -- match` (scripts/match.ts's
 * playTimed) and `stats`: each bot decides from its side's view with seed "<seed>:<side>:<step>" and its
 * memory; every step goes to `onStep` with its events, every decision's time to `onDecided`.
 */
export function playTraced(seed: string | number, bots: Readonly<Record<Side, string>>, o: TracedOptions = {}): GameState {
  let state = newGame({ seed });
  const memory: Record<Side, BotMemory | undefined> = { chile: undefined, allied: undefined };
  const limit = o.limit ?? 60_000;
  for (let side = activeSide(state); side !== null; side = activeSide(state)) {
    if (state.step >= limit) break;
    const started = performance.now();
    const choice = decide(bots[side], viewFor(state, side), legalActions(state), `${seed}:${side}:${state.step}`, { ...(o.budget !== undefined ? { budget: o.budget } : {}), memory: memory[side] });
    o.onDecided?.(bots[side], performance.now() - started);
    memory[side] = choice.memory;
    const r = applyAction(state, choice.action);
    if (!r.ok) throw new Error(`seed ${seed}: bot ${bots[side]} chose an illegal action`);
    o.onStep?.({ before: state, action: choice.action, events: r.events, after: r.state });
    state = r.state;
  }
  return state;
}
