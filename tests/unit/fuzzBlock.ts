import { expect, it } from 'vitest';
import { fuzzRun } from '../../scripts/fuzz/fuzzRun';

/**
 * One block of the CI share of the fuzzer (issue 12): seeded games through the same machinery as
 * `npm run wotp -- fuzz`, every invariant checked after every action and every game file replayed.
 * FUZZ_GAMES sets how many games a block plays (the default-rules blocks); a failure's game file goes to tests/output/fuzz-failures/.
 * The blocks live in separate test files so that both cores play at once.
 */
export function fuzzBlock(seed: string, bots: readonly string[], games = Number(process.env.FUZZ_GAMES ?? 100), rules: 'default' | 'random' = 'default'): void {
  const under = rules === 'random' ? ', rules options drawn from each seed' : '';
  it(`${seed}: ${games} games (${bots.join(', ')}${under}) without a failure`, () => {
    const run = fuzzRun({ games, seed, bots: [...bots], rules, outDir: 'tests/output/fuzz-failures' });
    const report = run.failures.map((f) => `${f.seed} step ${f.failure!.step}: ${f.failure!.problem} (${f.path})`);
    expect(report).toEqual([]);
    expect(run.games).toBe(games);
  });
}
