import { describe, expect, it } from 'vitest';
import { NODE_IO, type CliIo } from '../../scripts/cliIo';
import { main } from '../../scripts/wotp';

/**
 * QA round 19: a misspelt or value-less option was passed over ("play --seed 5 --chlie heuristic"
 * played random v random, exit code 0). docs/game-files.md: every usage failure is one "wotp:" line,
 * exit code 2; nothing is played or written.
 */
function run(...argv: string[]): { code: number; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { ...NODE_IO, out: (t) => out.push(t), err: (l) => err.push(l), writeText: () => out.push('wrote') };
  return { code: main(argv, io), out, err };
}

function expectUsageError(argv: string[], pattern: RegExp) {
  const r = run(...argv);
  expect(r.code).toBe(2);
  expect(r.out).toEqual([]);
  expect(r.err).toHaveLength(1);
  expect(r.err[0]).toMatch(/^wotp: /);
  expect(r.err[0]).toMatch(pattern);
}

describe('wotp refuses options it does not take, as a usage error (exit code 2)', () => {
  it('a misspelt option of every command', () => {
    expectUsageError(['play', '--seed', '5', '--chlie', 'heuristic'], /^wotp: play: unknown option "--chlie"; play takes --seed, --chile, --allied/);
    expectUsageError(['replay', 'tests/samples/heuristic-1880.json', '--verfy'], /^wotp: replay: unknown option "--verfy"; replay takes --verify/);
    expectUsageError(['match', '--a', 'random', '--b', 'random', '--game', '1'], /match: unknown option "--game"/);
    expectUsageError(['stats', '--a', 'random', '--b', 'random', '--qiuet'], /stats: unknown option "--qiuet"/);
    expectUsageError(['fuzz', '--games', '1', '--bot', 'heuristic'], /fuzz: unknown option "--bot"/);
    expectUsageError(['paired', 'a.json', 'b.json', '--verbose'], /paired: unknown option "--verbose"; paired takes no options/);
  });
  it('an option without its value: at the end, or followed by another option', () => {
    expectUsageError(['play', '--seed', '5', '--chile'], /^wotp: play: --chile needs a value/);
    expectUsageError(['play', '--seed', '--chile', 'heuristic'], /^wotp: play: --seed needs a value/);
    expectUsageError(['fuzz', '--check'], /fuzz: --check needs a value/);
  });
  it('fuzz --rules takes default or random only', () => {
    expectUsageError(['fuzz', '--games', '1', '--rules', 'spanish'], /^wotp: fuzz: --rules takes default or random/);
  });
  it('an empty seed (it played a game on the seed "")', () => {
    expectUsageError(['play', '--seed', ''], /^wotp: play: --seed needs a value, not ""/);
    expectUsageError(['play', '--seed', '  '], /--seed needs a value/);
  });
  it('an option given twice, and a plain argument too many', () => {
    expectUsageError(['play', '--seed', '5', '--seed', '6'], /play: --seed is given twice/);
    expectUsageError(['play', '5'], /play: unexpected argument "5"/);
    expectUsageError(['replay', 'a.json', 'b.json'], /replay: unexpected argument "b\.json"/);
  });
});

describe('wotp play names the bots of each side in its summary', () => {
  it('so a dropped option shows in the output', () => {
    const r = run('play', '--seed', '5', '--chile', 'heuristic', '--allied', 'random');
    expect(r.code).toBe(0);
    expect(r.out[0]).toMatch(/^seed 5, heuristic \(Chile\) v random \(Allies\): \d+ actions in \d+ ms\. /);
  }, 120_000);
});
