// Runs the browser tests (vitest's browser project), and once more the files that failed only because
// Chromium itself went away under them.
//
// Why: on 2026-11-29 a CI run failed when Chromium closed mid-click in a test's set-up ("Target page,
// context or browser has been closed"), in a test that passed on every other run here and there. A
// browser that dies is the machine's trouble, not the game's; a game that kills its page would kill it
// again. So a file whose every failure says the browser or page went away is run a second time, and the
// run passes only if it passes then. Any other failure, or the same file failing twice, fails the run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sortFailures, type FailedFiles } from './browserGone.ts';

function run(files: string[], pass: number): { status: number; report: FailedFiles | undefined } {
  const dir = join('tests', 'output');
  mkdirSync(dir, { recursive: true });
  const out = join(dir, `browser-failures-${pass}.json`);
  rmSync(out, { force: true });
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'browser', '--reporter=default', '--reporter=./scripts/browser-failures-reporter.ts', ...files],
    { stdio: 'inherit', env: { ...process.env, WOTP_BROWSER_FAILURES: out } },
  );
  const report = existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as FailedFiles) : undefined;
  return { status: result.status ?? 1, report };
}

function main(): number {
  const first = run(process.argv.slice(2), 1);
  if (first.status === 0) return 0;
  const { gone, failed } = sortFailures(first.report);
  if (!first.report || failed.length > 0 || gone.length === 0) return first.status;
  const names = gone.map((f) => relative(process.cwd(), f));
  console.warn(`\n*** Chromium went away under ${names.join(', ')} (every failure there says the browser or page was closed). Running ${names.length === 1 ? 'it' : 'them'} once more. ***\n`);
  const second = run(names, 2);
  if (second.status === 0) {
    console.warn(`\n*** Passed on the second run: ${names.join(', ')}. The first run's browser went away; see its log above. ***\n`);
    return 0;
  }
  return second.status;
}

process.exit(main());
