import type { BrowserFigures } from './browserBench';
import { BUDGETS, IDLE_CALIBRATION_MS, normalised, verdict, type Figures } from './budgets';
import type { BundleSize } from './bundleSize';
import type { EngineFigures } from './engineBench';
import type { SideBySide } from './sideBySide';

export interface BenchResult {
  readonly date: string;
  readonly node: string;
  readonly calibrationMs: number;
  readonly engine: EngineFigures;
  /** Issue 20 §4: engine steps per second, current and previous engine in the same run (null: not run). */
  readonly sideBySide?: SideBySide | null;
  /** The same side by side in headless Chromium, both engines bundled as the app is (null: not run). */
  readonly sideBySideInBrowser?: SideBySide | null;
  readonly bundle: BundleSize | null;
  readonly browser: BrowserFigures | null;
}

export function figuresOf(r: BenchResult): Figures {
  return {
    randomGameMs: r.engine.randomGameMs,
    replayVerifyMs: r.engine.replayVerifyMs,
    initialJsGzipKb: r.bundle?.initialJsGzipKb ?? null,
    firstMapMs: r.browser?.firstMapMs ?? null,
    highlightP95Ms: r.browser?.highlightP95Ms ?? null,
    panZoomFrameP95Ms: r.browser?.panZoomFrameP95Ms ?? null,
  };
}

const n = (v: number | null | undefined, digits = 0) => (v === null || v === undefined || Number.isNaN(v) ? 'n/a' : v.toFixed(digits));

/** The figures as a Markdown section (also what `npm run bench` prints). */
export function reportMarkdown(r: BenchResult): string {
  const f = figuresOf(r);
  const e = r.engine;
  const lines = [
    `Measured ${r.date} (UTC) with Node ${r.node}. CPU calibration loop: ${n(r.calibrationMs)} ms (about ${IDLE_CALIBRATION_MS} ms on the idle machine;`,
    'more means other work shared the 2 cores). "Idle-equivalent" scales a time down by that ratio (never up); the verdict uses it.',
    '',
    '| figure | measured | idle-equivalent | budget | verdict |',
    '|---|---:|---:|---:|---|',
    ...BUDGETS.map((b) => {
      const norm = normalised(b, f[b.key], r.calibrationMs);
      return `| ${b.label} | ${n(f[b.key], 1)} ${b.unit} | ${n(norm, 1)} ${b.unit} | ${b.budget} ${b.unit} | ${verdict(b, norm)} |`;
    }),
    `| heuristic-bot game (median) | ${e.heuristicGameMs === null ? 'n/a (no heuristic bot yet)' : `${n(e.heuristicGameMs)} ms (bot "${e.heuristicBot}")`} | | — | — |`,
    `| legal-action listing | ${n(e.legalListingsPerSec)} listings/s | | — | — |`,
    `| action application (validation included) | ${n(e.applicationsPerSec)} actions/s | | — | — |`,
    `| app ready (new-game screen, from navigation) | ${n(r.browser?.appReadyMs)} ms | | — | — |`,
    `| board drawn again (a hot-seat hand-over, median) | ${n(r.browser?.boardAgainMs)} ms | | — | — |`,
    `| pan/zoom frame time (median) | ${n(r.browser?.panZoomFrameMedianMs, 1)} ms | | — | — |`,
    '',
    `Games: ${e.games} random-bot games (median ${e.randomGameActions} actions); replay of a ${e.replaySteps}-step game file.` +
      (r.bundle ? ` Initial JS: ${r.bundle.files.map((x) => `${x.file} ${x.rawKb.toFixed(0)} kB (${x.gzipKb.toFixed(1)} kB gzip)`).join(', ')}.` : ''),
    ...sideBySideLines(r.sideBySide ?? null),
    ...sideBySideInBrowserLines(r.sideBySideInBrowser ?? null),
  ];
  return lines.join('\n');
}

/** The side-by-side table (issue 20 §4): steps/s of both engines on the same states, and the ratio. */
export function sideBySideLines(sbs: SideBySide | null): string[] {
  if (!sbs) return [];
  if ('skipped' in sbs) return ['', `Engine steps side by side with ${sbs.baseline}: skipped (${sbs.skipped}).`];
  return [
    '',
    `Engine steps (legalActions for whoever acts + applyAction of the action taken) side by side with the engine of ${sbs.baseline} in this run: ${sbs.rounds} rounds, each on ${sbs.seeds} seeded game${sbs.seeds === 1 ? '' : 's'} of each kind of its own (seeds side-by-side-<round>-…), recorded in another process so that nothing either engine remembers of a game is found again when it is timed; each engine replays them from the start, listing and acting on the states it made itself; both engines loaded as ES modules and warmed up alike (three passes over a set of their own), then alternating which engine goes first. The medians of each engine's steps/s, and the median of each round's ratio.`,
    '',
    `| games | steps | this engine | engine of ${sbs.baseline} | ratio |`,
    '|---|---:|---:|---:|---:|',
    ...sbs.figures.map((f) => `| ${f.games}-bot games | ${f.states} | ${n(f.currentStepsPerSec)} steps/s | ${n(f.baselineStepsPerSec)} steps/s | ${f.ratio.toFixed(2)}× |`),
  ];
}

/** The same table for the run in headless Chromium. */
export function sideBySideInBrowserLines(sbs: SideBySide | null): string[] {
  if (!sbs) return [];
  if ('skipped' in sbs) return ['', `Engine steps side by side in Chromium with ${sbs.baseline}: skipped (${sbs.skipped}).`];
  return [
    '',
    `The same games, warm-up and alternation in headless Chromium, where the bots think (a page for each kind of game; both engines bundled by vite as the app is, ES2022, not minified):`,
    '',
    `| games (Chromium) | steps | this engine | engine of ${sbs.baseline} | ratio |`,
    '|---|---:|---:|---:|---:|',
    ...sbs.figures.map((f) => `| ${f.games}-bot games | ${f.states} | ${n(f.currentStepsPerSec)} steps/s | ${n(f.baselineStepsPerSec)} steps/s | ${f.ratio.toFixed(2)}× |`),
  ];
}
