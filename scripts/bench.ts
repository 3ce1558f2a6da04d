#!/usr/bin/env -S npx tsx
/**
 * `npm run bench` (issue 12 §3): engine throughput and game times, replay-and-verify time, the initial
 * JS size of the built app, and — in headless Chromium on the built app — time to first map, selection
 * highlight latency and pan/zoom frame times. Prints the figures, writes them into docs/benchmarks.md
 * (between the bench markers) and as JSON to tests/output/bench.json.
 *   --quick       fewer runs (the CI budget check)
 *   --no-browser  skip the Chromium part
 *   --no-build    use dist/ as it is (else: a build of its own in tests/output/bench-dist)
 *   --no-docs     don't touch docs/benchmarks.md
 *   --baseline <rev>  the engine to measure side by side with (issue 20 §4; default 325ef24, the engine
 *                 before the issue-20 speed-up); --no-baseline skips that part, --quick too unless
 *                 --baseline is given; with the browser, the same games are stepped in Chromium too
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { runBrowserBench } from './bench/browserBench';
import { bundleSize } from './bench/bundleSize';
import { calibrationMs } from './bench/calibrate';
import { runEngineBench } from './bench/engineBench';
import { reportMarkdown, type BenchResult } from './bench/report';
import { DEFAULT_BASELINE } from './bench/baselineEngine';
import { runBrowserSideBySide } from './bench/browserSideBySide';
import { runSideBySide, sideBySideGames, type SideBySide } from './bench/sideBySide';

export const BENCH_JSON = 'tests/output/bench.json';
const DOC = 'docs/benchmarks.md';
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

export async function runBench(args: readonly string[]): Promise<BenchResult> {
  const quick = args.includes('--quick');
  const log = (line: string) => process.stderr.write(`${line}\n`);
  // Its own build directory: other work (the browser tests) may rebuild dist/ while the bench runs.
  let outDir = 'dist';
  if (!args.includes('--no-build') || !existsSync('dist/index.html')) {
    outDir = 'tests/output/bench-dist';
    log(`building the app (vite build --outDir ${outDir})`);
    execSync(`npx vite build --logLevel warn --emptyOutDir --outDir ${outDir}`, { stdio: 'inherit' });
  }
  // The calibration loop before, between and after the parts: the machine's load changes as it runs.
  const loops = [calibrationMs()];
  const engine = runEngineBench({ games: quick ? 5 : 15, log });
  loops.push(calibrationMs());
  // Issue 20 §4: engine steps, the current engine and the previous one on the same states, in this run.
  let sideBySide: SideBySide | null = null;
  let sideBySideInBrowser: SideBySide | null = null;
  const i = args.indexOf('--baseline');
  // The quick run (the CI budget check) leaves it out unless asked for with --baseline.
  if (!args.includes('--no-baseline') && (!quick || i >= 0)) {
    const rev = i >= 0 && args[i + 1] && !args[i + 1]!.startsWith('--') ? args[i + 1]! : DEFAULT_BASELINE;
    const rounds = quick ? 3 : 7;
    const seeds = quick ? 1 : 3;
    const games = sideBySideGames(rounds, seeds);
    sideBySide = await runSideBySide({ rev, rounds, seeds, games, log });
    loops.push(calibrationMs());
    // The same games in headless Chromium, where the bots think (both engines bundled as the app is).
    if (!args.includes('--no-browser')) {
      sideBySideInBrowser = await runBrowserSideBySide({ rev, rounds, seeds, games, log });
      loops.push(calibrationMs());
    }
  }
  const bundle = bundleSize(outDir);
  const browser = args.includes('--no-browser') ? null : await runBrowserBench({ runs: quick ? 2 : 5, log, outDir });
  if (browser) loops.push(calibrationMs());
  const calibration = loops.reduce((a, b) => a + b, 0) / loops.length;
  const result: BenchResult = { date: new Date().toISOString().slice(0, 16).replace('T', ' '), node: process.version, calibrationMs: calibration, engine, sideBySide, sideBySideInBrowser, bundle, browser };
  mkdirSync('tests/output', { recursive: true });
  writeFileSync(BENCH_JSON, `${JSON.stringify(result, null, 2)}\n`);
  return result;
}

function writeDoc(markdown: string): void {
  const block = `${START}\n${markdown}\n${END}`;
  const text = existsSync(DOC) ? readFileSync(DOC, 'utf8') : `# Benchmarks\n\n## Latest run (\`npm run bench\`)\n\n${START}\n${END}\n`;
  const i = text.indexOf(START);
  const j = text.indexOf(END);
  writeFileSync(DOC, i >= 0 && j > i ? `${text.slice(0, i)}${block}${text.slice(j + END.length)}` : `${text.trimEnd()}\n\n${block}\n`);
}

if (process.argv[1] && /bench\.ts$/.test(process.argv[1])) {
  const args = process.argv.slice(2);
  runBench(args).then(
    (r) => {
      const md = reportMarkdown(r);
      console.log(md);
      if (!args.includes('--no-docs') && !args.includes('--quick')) {
        writeDoc(md);
        console.log(`\nwrote ${DOC} and ${BENCH_JSON}`);
      }
    },
    (e) => {
      console.error(e);
      process.exitCode = 1;
    },
  );
}
