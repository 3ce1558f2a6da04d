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

/** A seeded game to replay: its seed, its actions, and the state before each (as this engine played it). */
interface Game {
  readonly seed: string;
  readonly actions: readonly Action[];
  readonly states: readonly GameState[];
}

function sampleGames(bot: Bot, seeds: number): Game[] {
  const out: Game[] = [];
  for (let i = 1; i <= seeds; i++) {
    const seed = `bench-${i}`;
    const states: GameState[] = [newGame({ seed })];
    const actions: Action[] = [];
    playGame(seed, { chile: bot, allied: bot }, {}, 200_000, (next, action) => {
      actions.push(action);
      states.push(next);
    });
    out.push({ seed, actions, states: states.slice(0, -1) });
  }
  return out;
}

/**
 * Milliseconds for every step of the games, replayed from a new game on the engine under test: the
 * state listed and acted on is the one that engine made at the step before, as in play (so nothing it
 * remembers of a state's records carries over from an earlier round). Where the engine refuses the
 * action (the baseline may judge victory differently, and end a game sooner), it goes on from this
 * engine's state of that step.
 */
function stepRound(engine: EngineUnderTest, games: readonly Game[]): number {
  const t = performance.now();
  for (const g of games) {
    let state = engine.newGame({ seed: g.seed });
    for (let i = 0; i < g.actions.length; i++) {
      engine.legalActions(state);
      const r = engine.applyAction(state, g.actions[i]!);
      state = r.ok ? r.state : (g.states[i + 1] ?? state);
    }
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
    const samples = sampleGames(bot, opts.seeds ?? 3);
    const steps = samples.reduce((n, g) => n + g.actions.length, 0);
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
      now.push(steps / (nowMs / 1000));
      before.push(steps / (beforeMs / 1000));
      ratios.push(beforeMs / nowMs);
    }
    figures.push({ games: name, states: steps, currentStepsPerSec: median(now), baselineStepsPerSec: median(before), ratio: median(ratios) });
  }
  return { baseline: base.rev, rounds, seeds: opts.seeds ?? 3, figures };
}
