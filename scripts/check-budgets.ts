#!/usr/bin/env -S npx tsx
/**
 * The CI budget check (issue 12 §4): a quick run of the benchmark on the built app; fails (exit 1) if
 * any figure (idle-equivalent: see budgets.ts) is worse than twice its budget. `npm run check:budgets`; the full figures: `npm run bench`.
 */
import { runBench } from './bench';
import { BUDGETS, normalised, verdict } from './bench/budgets';
import { figuresOf, reportMarkdown } from './bench/report';

const args = process.argv.slice(2);
runBench(['--quick', '--no-build', ...args]).then(
  (r) => {
    console.log(reportMarkdown(r));
    const f = figuresOf(r);
    const norm = (b: (typeof BUDGETS)[number]) => normalised(b, f[b.key], r.calibrationMs);
    const failed = BUDGETS.filter((b) => verdict(b, norm(b)) === 'fail');
    for (const b of failed) console.error(`BUDGET: ${b.label} is ${norm(b)!.toFixed(1)} ${b.unit} (idle-equivalent), more than twice its budget of ${b.budget} ${b.unit}`);
    process.exitCode = failed.length > 0 ? 1 : 0;
  },
  (e) => {
    console.error(e);
    process.exitCode = 1;
  },
);
