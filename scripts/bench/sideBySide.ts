import { BOTS } from '../../src/bots/bots';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as current from '../../src/engine';
import { loadBaselineEngine, type EngineUnderTest } from './baselineEngine';
import type { RecordedGame } from './recordGames';
import { median } from './stats';

/** How many times both engines step through the warm-up set before the timed rounds. */
const WARM_UP_PASSES = 3;

/** One kind of game the steps are taken from. */
export interface StepFigures {
  /** Where the states come from: "random" or the heuristic bot's name. */
  readonly games: string;
  /** Steps the current engine took over the timed rounds. */
  readonly states: number;
  /** Steps the baseline took over the same games (fewer where it refused an action and that game stopped for it). */
  readonly baselineStates?: number;
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
  /** Timed rounds, each on new games, after a warm-up set (default 7). */
  readonly rounds?: number;
  /** Games of each kind a round (default 3). */
  readonly seeds?: number;
  readonly log?: (line: string) => void;
  /** Games recorded already (sideBySideGames), so that another run on the same games need not record them again. */
  readonly games?: SideBySideGames;
}

/** The kinds of game stepped through, and the heuristic bot's name (in BOTS) when there is one. */
export function sideBySideKinds(): { readonly kinds: readonly ('random' | 'heuristic')[]; readonly heuristic: string | undefined } {
  const heuristic = Object.keys(BOTS).find((n) => n.toLowerCase().includes('heuristic'));
  return { kinds: heuristic ? ['random', 'heuristic'] : ['random'], heuristic };
}

/** For each kind, the warm-up set and then one set a round, each `perSet` games (seeds side-by-side-<set>-<n>). */
export type SideBySideGames = Partial<Record<'random' | 'heuristic', readonly (readonly RecordedGame[])[]>>;

/** The games of a side-by-side run, recorded in another process (recordGames): rounds + 1 sets of each kind. */
export function sideBySideGames(rounds: number, perSet: number): SideBySideGames {
  const out: Partial<Record<'random' | 'heuristic', RecordedGame[][]>> = {};
  for (const kind of sideBySideKinds().kinds) {
    const seeds = Array.from({ length: (rounds + 1) * perSet }, (_, i) => `side-by-side-${Math.floor(i / perSet)}-${(i % perSet) + 1}`);
    const all = recordGames(kind, seeds);
    out[kind] = Array.from({ length: rounds + 1 }, (_, r) => all.slice(r * perSet, (r + 1) * perSet));
  }
  return out;
}

/** Seeded games recorded in a process of their own (recordGames.ts), keyed "random" or the heuristic's name. */
export function recordGames(kind: 'random' | 'heuristic', seeds: readonly string[]): RecordedGame[] {
  const out = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./recordGames.ts', import.meta.url)), kind, ...seeds], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  return JSON.parse(out) as RecordedGame[];
}

/**
 * One engine's steps over a set of games, each replayed from a new game on that engine: the state
 * listed and acted on is the one that engine made at the step before, as in play. Where the engine
 * refuses an action (the baseline judges victory by 325ef24's VP, and may end a game sooner), that
 * game stops there for it. Milliseconds, and the steps taken.
 */
function stepRound(engine: EngineUnderTest, games: readonly RecordedGame[]): { ms: number; steps: number } {
  let steps = 0;
  const t = performance.now();
  for (const g of games) {
    let state = engine.newGame({ seed: g.seed, ...(g.options ? { options: g.options } : {}) });
    for (const action of g.actions) {
      engine.legalActions(state);
      const r = engine.applyAction(state, action);
      if (!r.ok) break;
      state = r.state;
      steps++;
    }
  }
  return { ms: performance.now() - t, steps };
}

/**
 * The steps of random-bot and heuristic-bot games, timed on the current engine and on the baseline
 * (git archive of `rev`), round after round, each round on games of its own that this process has
 * never seen (recorded in another process: a cache of the engine's that a game filled is never found
 * again by the same game — the searches it kept for other games of the same map are, as in any long
 * session). A warm-up set first (both engines compile and fill what they keep for the map), then each
 * round its own set, which engine goes first alternating, so both see the same load; the ratio is the
 * median of each round's ratio of steps per second.
 */
export async function runSideBySide(opts: SideBySideOptions = {}): Promise<SideBySide> {
  const log = opts.log ?? (() => {});
  const rounds = opts.rounds ?? 7;
  const perSet = opts.seeds ?? 3;
  const base = await loadBaselineEngine(opts.rev);
  if ('skipped' in base) {
    log(`side by side: skipped (${base.skipped})`);
    return { baseline: base.rev, skipped: base.skipped };
  }
  const { kinds, heuristic } = sideBySideKinds();
  const games = opts.games ?? sideBySideGames(rounds, perSet);
  const figures: StepFigures[] = [];
  for (const kind of kinds) {
    log(`side by side: ${kind}-bot games (recorded in another process), current engine and ${base.rev}, ${rounds} rounds of ${perSet} new games`);
    const sets = games[kind];
    if (!sets || sets.length < rounds + 1) throw new Error(`side by side: ${rounds + 1} sets of ${kind}-bot games needed, ${sets?.length ?? 0} given`);
    // Both engines warm up alike: the same sets, several times over, so that neither is timed while its
    // code is still being compiled (the current engine has often run other benches in this process).
    for (let w = 0; w < WARM_UP_PASSES; w++) {
      stepRound(current, sets[0]!);
      stepRound(base.engine, sets[0]!);
    }
    const now: number[] = [];
    const before: number[] = [];
    const ratios: number[] = [];
    let steps = 0;
    let baselineSteps = 0;
    for (let r = 1; r <= rounds; r++) {
      const set = sets[r]!;
      // Which engine goes first alternates, so neither always runs on a warmer (or busier) machine.
      let c: { ms: number; steps: number };
      let b: { ms: number; steps: number };
      if (r % 2 === 1) {
        c = stepRound(current, set);
        b = stepRound(base.engine, set);
      } else {
        b = stepRound(base.engine, set);
        c = stepRound(current, set);
      }
      steps += c.steps;
      baselineSteps += b.steps;
      const cRate = c.steps / (c.ms / 1000);
      const bRate = b.steps / (b.ms / 1000);
      now.push(cRate);
      before.push(bRate);
      ratios.push(cRate / bRate);
    }
    figures.push({ games: kind === 'random' ? 'random' : heuristic!, states: steps, baselineStates: baselineSteps, currentStepsPerSec: median(now), baselineStepsPerSec: median(before), ratio: median(ratios) });
  }
  return { baseline: base.rev, rounds, seeds: perSet, figures };
}
