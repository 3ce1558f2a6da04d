import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { baselineSources, DEFAULT_BASELINE } from './baselineEngine';
import { FLAGS } from './browserBench';
import type { RecordedGame } from './recordGames';
import { sideBySideGames, sideBySideKinds, type SideBySide, type SideBySideGames, type StepFigures } from './sideBySide';
import { median } from './stats';

/**
 * An engine's src/engine/index.ts bundled as the app bundles it (vite, ES2022, not minified), as a
 * classic script that sets `globalThis[name]` to the engine's exports.
 */
async function bundleEngine(entry: string, name: string): Promise<string> {
  const out = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: { write: false, minify: false, target: 'es2022', lib: { entry, name, formats: ['iife'], fileName: 'engine' } },
  });
  const first = Array.isArray(out) ? out[0] : out;
  if (!first || !('output' in first)) throw new Error(`side by side in Chromium: vite gave no bundle of ${entry}`);
  return first.output[0].code;
}

/** What the page returns: steps/s of each engine a round, and the steps each engine took. */
interface PageRounds {
  readonly current: number[];
  readonly baseline: number[];
  readonly steps: number;
  readonly baselineSteps: number;
}

/**
 * Run in the page (no closure: page.evaluate sends its source): the same procedure as sideBySide.ts's
 * stepRound, warm-up and alternation, on the two engines the page's scripts set up.
 */
function stepInPage(arg: { readonly sets: readonly (readonly RecordedGame[])[]; readonly warmUp: number }): PageRounds {
  type E = { newGame(o: { seed: string; options?: object }): unknown; legalActions(s: unknown): unknown[]; applyAction(s: unknown, a: unknown): { ok: boolean; state?: unknown } };
  const g = globalThis as unknown as { WotpCurrent: E; WotpBaseline: E };
  const round = (engine: E, games: readonly RecordedGame[]) => {
    let steps = 0;
    const t = performance.now();
    for (const game of games) {
      let state = engine.newGame(game.options ? { seed: game.seed, options: game.options } : { seed: game.seed });
      for (const action of game.actions) {
        engine.legalActions(state);
        const r = engine.applyAction(state, action);
        if (!r.ok) break;
        state = r.state;
        steps++;
      }
    }
    return { rate: steps / ((performance.now() - t) / 1000), steps };
  };
  for (let w = 0; w < arg.warmUp; w++) {
    round(g.WotpCurrent, arg.sets[0]!);
    round(g.WotpBaseline, arg.sets[0]!);
  }
  const current: number[] = [];
  const baseline: number[] = [];
  let steps = 0;
  let baselineSteps = 0;
  for (let r = 1; r < arg.sets.length; r++) {
    const set = arg.sets[r]!;
    let c: { rate: number; steps: number };
    let b: { rate: number; steps: number };
    if (r % 2 === 1) {
      c = round(g.WotpCurrent, set);
      b = round(g.WotpBaseline, set);
    } else {
      b = round(g.WotpBaseline, set);
      c = round(g.WotpCurrent, set);
    }
    current.push(c.rate);
    baseline.push(b.rate);
    steps += c.steps;
    baselineSteps += b.steps;
  }
  return { current, baseline, steps, baselineSteps };
}

/**
 * Issue 20 §4, where the bots think: the same side by side as runSideBySide (the same games, warm-up
 * and alternation) in headless Chromium, on both engines bundled as the app is built. Node 20's V8 and
 * the browser's are years apart, and an engine's speed in one is not its speed in the other.
 */
export async function runBrowserSideBySide(opts: { rev?: string; rounds?: number; seeds?: number; games?: SideBySideGames; log?: (line: string) => void } = {}): Promise<SideBySide> {
  const log = opts.log ?? (() => {});
  const rounds = opts.rounds ?? 7;
  const perSet = opts.seeds ?? 3;
  const sources = baselineSources(opts.rev ?? DEFAULT_BASELINE);
  if ('skipped' in sources) return { baseline: sources.rev, skipped: sources.skipped };
  const current = await bundleEngine('src/engine/index.ts', 'WotpCurrent');
  const baseline = await bundleEngine(join(sources.dir, 'src/engine/index.ts'), 'WotpBaseline');
  const games = opts.games ?? sideBySideGames(rounds, perSet);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: FLAGS, headless: true });
  const figures: StepFigures[] = [];
  try {
    const { kinds, heuristic } = sideBySideKinds();
    for (const kind of kinds) {
      const sets = games[kind];
      if (!sets || sets.length < rounds + 1) throw new Error(`side by side in Chromium: ${rounds + 1} sets of ${kind}-bot games needed, ${sets?.length ?? 0} given`);
      log(`side by side in Chromium: ${kind}-bot games, current engine and ${sources.rev}, ${rounds} rounds of ${perSet} games`);
      // A page of its own for each kind, so that one kind's games leave nothing compiled or kept for the other's.
      const page = await browser.newPage();
      await page.addScriptTag({ content: 'window.__name = (f) => f;' }); // tsx's keepNames, in stepInPage's source
      await page.addScriptTag({ content: current });
      await page.addScriptTag({ content: baseline });
      const r = await page.evaluate(stepInPage, { sets: sets.slice(0, rounds + 1), warmUp: 3 });
      await page.close();
      figures.push({
        games: kind === 'random' ? 'random' : heuristic!,
        states: r.steps,
        baselineStates: r.baselineSteps,
        currentStepsPerSec: median(r.current),
        baselineStepsPerSec: median(r.baseline),
        ratio: median(r.current.map((c, i) => c / r.baseline[i]!)),
      });
    }
  } finally {
    await browser.close();
  }
  return { baseline: sources.rev, rounds, seeds: perSet, figures };
}
