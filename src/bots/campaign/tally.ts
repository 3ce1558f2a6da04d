import type { GameEvent, GameState } from '../../engine';
import type { PhaseAt, TraceStep } from './trace';

/**
 * One figure being counted along a game. A tally is made fresh for each game (its count lives in the
 * closure, never at module level); `event` sees every event in order with the phase it happened in,
 * `step` sees each whole step after its events, `result` reads the figure off at the end (the final
 * state: finished or not).
 */
export interface Tally<R> {
  event?(e: GameEvent, at: PhaseAt, step: TraceStep): void;
  step?(step: TraceStep, at: PhaseAt): void;
  result(final: GameState): R;
}

/** A game being fed to tallies step by step, keeping the phase clock. */
export interface TallyFeed {
  push(step: TraceStep): void;
  /** The last state seen (after the last step), or undefined before any. */
  readonly last: GameState | undefined;
}

/** Start feeding a game to tallies: push its steps in order. */
export function feedTallies(tallies: readonly Tally<unknown>[]): TallyFeed {
  let at: PhaseAt | null = null;
  let last: GameState | undefined;
  return {
    push(step) {
      at ??= { turn: step.before.turn, side: step.before.side, phase: step.before.phase, index: 0 };
      for (const e of step.events) {
        if (e.type === 'phaseBegan') at = { turn: e.turn, side: e.side, phase: e.phase, index: at.index + 1 };
        for (const t of tallies) t.event?.(e, at, step);
      }
      for (const t of tallies) t.step?.(step, at);
      last = step.after;
    },
    get last() {
      return last;
    },
  };
}

/** Feed a whole game's steps to tallies; returns the last state seen (or undefined for no steps). */
export function runTallies(steps: Iterable<TraceStep>, tallies: readonly Tally<unknown>[]): GameState | undefined {
  const feed = feedTallies(tallies);
  for (const step of steps) feed.push(step);
  return feed.last;
}
