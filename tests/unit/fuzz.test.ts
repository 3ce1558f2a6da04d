import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/bots/randomBot';
import { playGame } from '../../src/bots/playGame';
import { stateHash } from '../../src/engine';
import { fuzzRun } from '../../scripts/fuzz/fuzzRun';

/**
 * The CI share of the fuzzer (issue 12): seeded random-bot games through the same machinery as
 * `npm run wotp -- fuzz`, every invariant checked after every action and every game file replayed.
 * FUZZ_GAMES sets how many games each block plays (default below); a failure's game file is written
 * to tests/output/fuzz-failures/.
 */
const GAMES = Number(process.env.FUZZ_GAMES ?? 12);
const bots = { chile: randomBot, allied: randomBot };

describe('the fuzzer (random legal play to the end, every check after every action)', { timeout: 600_000 }, () => {
  it.each(['ci-a', 'ci-b'])(`%s: ${GAMES} games without a failure`, (seed) => {
    const run = fuzzRun({ games: GAMES, seed, bots: ['random'], outDir: 'tests/output/fuzz-failures' });
    const report = run.failures.map((f) => `${f.seed} step ${f.failure!.step}: ${f.failure!.problem} (${f.path})`);
    expect(report).toEqual([]);
    expect(run.games).toBe(GAMES);
  });
  it('is deterministic: the same seed gives the same game', () => {
    expect(stateHash(playGame('fuzz-det', bots).state)).toBe(stateHash(playGame('fuzz-det', bots).state));
  });
});
