import { BOTS } from '../../src/bots/bots';
import type { Bot } from '../../src/bots/bot';
import { playGame } from '../../src/bots/playGame';
import * as current from '../../src/engine';
import { newGame, type Action, type GameState } from '../../src/engine';
import { loadBaselineEngine, type EngineUnderTest } from './baselineEngine';
import { median } from './stats';

/** One kind of game the steps are taken from. */
export interface StepFigures {
  /** Where the states come from: "random" or the heuristic bot's name. */
  readonly games: string;
  readonly states: number;
  /** Engine steps (legalActions for whoever acts + applyAction of the action taken) per second, median of the rounds. */
  readonly currentStepsPerSec: number;
  readonly baselineStepsPerSec: number;
  /** Median over the rounds of (current / baseline) measured in the same round. */
  readonly ratio: number;
}

/** Issue 20 §4: the current engine and the previous one on the same states, in one run. */
export type SideBySide =
  | { readonly baseline: string; readonly rounds: number; readonly seeds: number; readonly figures: readonly StepFigures[] }
  | { readonly baseline: string; readonly skipped: string };

export interface SideBySideOptions {
  /** The revision to compare with (default: baselineEngine.ts DEFAULT_BASELINE). */
  readonly rev?: string;
  /** Timed rounds per engine, after one warm-up round each (default 7). */
  readonly rounds?: number;
  /** Seeds of the sample games of each kind (default 3). */
  readonly seeds?: number;
  readonly log?: (line: string) => void;
}

interface Sample {
  readonly state: GameState;
  readonly action: Action;
}

function sampleSteps(bot: Bot, seeds: number): Sample[] {
  const out: Sample[] = [];
  for (let i = 1; i <= seeds; i++) {
    const seed = `bench-${i}`;
    let state = newGame({ seed });
    playGame(seed, { chile: bot, allied: bot }, {}, 200_000, (next, action) => {
      out.push({ state, action });
      state = next;
    });
  }
  return out;
}

/** Milliseconds for one step (list + apply) over every sample. */
function stepRound(engine: EngineUnderTest, samples: readonly Sample[]): number {
  const t = performance.now();
  for (const { state, action } of samples) {
    engine.legalActions(state);
    if (!engine.applyAction(state, action).ok) throw new Error(`step ${state.step}: ${action.type} refused`);
  }
  return performance.now() - t;
}

/**
 * The steps of random-bot and heuristic-bot games, timed on the current engine and on the baseline
 * (git archive of `rev`) alternately, round after round (which goes first alternates too), so both see
 * the same machine load; the ratio is the median of each round's ratio.
 */
export async function runSideBySide(opts: SideBySideOptions = {}): Promise<SideBySide> {
  const log = opts.log ?? (() => {});
  const rounds = opts.rounds ?? 7;
  const base = await loadBaselineEngine(opts.rev);
  if ('skipped' in base) {
    log(`side by side: skipped (${base.skipped})`);
    return { baseline: base.rev, skipped: base.skipped };
  }
  const kinds: [string, Bot][] = [['random', BOTS.random!]];
  const heuristic = Object.keys(BOTS).find((n) => n.toLowerCase().includes('heuristic'));
  if (heuristic) kinds.push([heuristic, BOTS[heuristic]!]);
  const figures: StepFigures[] = [];
  for (const [name, bot] of kinds) {
    log(`side by side: ${name}-bot game states, current engine and ${base.rev}, ${rounds} rounds`);
    const samples = sampleSteps(bot, opts.seeds ?? 3);
    stepRound(current, samples);
    stepRound(base.engine, samples);
    const now: number[] = [];
    const before: number[] = [];
    const ratios: number[] = [];
    for (let r = 0; r < rounds; r++) {
      // Which engine goes first alternates, so neither always runs on a warmer (or busier) machine.
      let nowMs: number;
      let beforeMs: number;
      if (r % 2 === 0) {
        nowMs = stepRound(current, samples);
        beforeMs = stepRound(base.engine, samples);
      } else {
        beforeMs = stepRound(base.engine, samples);
        nowMs = stepRound(current, samples);
      }
      now.push(samples.length / (nowMs / 1000));
      before.push(samples.length / (beforeMs / 1000));
      ratios.push(beforeMs / nowMs);
    }
    figures.push({ games: name, states: samples.length, currentStepsPerSec: median(now), baselineStepsPerSec: median(before), ratio: median(ratios) });
  }
  return { baseline: base.rev, rounds, seeds: opts.seeds ?? 3, figures };
}
