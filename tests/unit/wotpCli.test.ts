import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { NODE_IO, type CliIo } from '../../scripts/cliIo';
import { main } from '../../scripts/wotp';

/**
 * Issue 17 §8: the testers' command line reports every failure as one line on the error output,
 * "wotp: <message>", with no stack trace, and a non-zero exit code.
 */
const dir = mkdtempSync(join(tmpdir(), 'wotp-cli-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

function run(...argv: string[]): { code: number; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { ...NODE_IO, out: (t) => out.push(t), err: (l) => err.push(l) };
  return { code: main(argv, io), out, err };
}

function expectOneLineFailure(r: { code: number; out: string[]; err: string[] }, pattern: RegExp) {
  expect(r.code).not.toBe(0);
  expect(r.err).toHaveLength(1);
  expect(r.err[0]).toMatch(/^wotp: \S/);
  expect(r.err[0]).not.toContain('\n');
  expect(r.err[0]).not.toMatch(/\bat .+:\d+:\d+/); // no stack frame
  expect(r.err[0]).toMatch(pattern);
  expect(r.out).toEqual([]);
}

describe('wotp command line errors', () => {
  it('a missing file', () => {
    expectOneLineFailure(run('replay', join(dir, 'missing.json')), /cannot read .*missing\.json: no such file/);
  });
  it('a directory instead of a file', () => {
    expectOneLineFailure(run('replay', dir), /cannot read .*: it is a directory/);
  });
  it('text that is not JSON', () => {
    expectOneLineFailure(run('replay', file('cut.json', '{"format":"wotp-game",')), /cut\.json: Not a game file: not JSON/);
  });
  it('JSON that is not a game file, or a bad rules option', () => {
    expectOneLineFailure(run('replay', file('chess.json', '{"format":"pgn"}')), /chess\.json: Not a valid game file: its format is "pgn", not "wotp-game"\. \(in the file: format\)$/);
    const zz = '{"format":"wotp-game","version":1,"seed":1,"options":{"stacking":"zz"},"initialHash":"0000000000000000","steps":[]}';
    expectOneLineFailure(run('replay', file('zz.json', zz)), /Not a valid game file: the rules option "stacking" cannot be "zz"\. \(in the file: options\.stacking\)$/);
  });
  it('a file that does not replay', () => {
    const text = '{"format":"wotp-game","version":2,"seed":1,"initialHash":"0000000000000000","steps":[]}';
    expectOneLineFailure(run('replay', file('hash.json', text), '--verify'), /hash\.json: The game file does not replay: step 0: The new game does not match the file's initial hash/);
  });
  it('an unknown command, a missing argument, an unknown bot', () => {
    expectOneLineFailure(run('frobnicate'), /unknown command "frobnicate"/);
    expectOneLineFailure(run('replay'), /replay: which file\?/);
    expectOneLineFailure(run('play', '--seed', '1', '--chile', 'napoleon'), /unknown bot "napoleon"/);
    expectOneLineFailure(run('fuzz', '--games', 'many'), /positive whole number/);
    expectOneLineFailure(run('fuzz', '--check', join(dir, 'nope.json')), /cannot read .*nope\.json/);
  });
  it('a good file still replays, on the standard output', () => {
    const r = run('replay', 'tests/samples/heuristic-1880.json', '--verify');
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.out.join('\n')).toMatch(/1879 steps replayed, every hash verified/);
  });
  it('a version-1 file (issue 22) replays by migration, and says its hashes were recomputed, not checked', () => {
    const r = run('replay', 'tests/samples/v1/heuristic-1880.json', '--verify');
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.out.join('\n')).toMatch(/855 steps replayed, migrated from version 1 \(every action legal; hashes recomputed, the old ones not checked\)/);
  });
  it('paired (issue 20 §3): two match files on the same seeds give per-side shares and the sign test; unpaired files are one-line failures', () => {
    const game = (seed: number, aSide: string, winner: string | null) => ({ seed, aSide, winner, chileVp: 0, turn: 5, actions: 1, ms: 1 });
    const a = file('a.json', JSON.stringify({ options: { a: 'search' }, games: [game(1, 'chile', 'chile'), game(2, 'chile', 'chile'), game(3, 'chile', 'allied')] }));
    const base = file('base.json', JSON.stringify({ options: { a: 'heuristic' }, games: [game(1, 'chile', 'allied'), game(2, 'chile', 'chile'), game(3, 'chile', 'allied')] }));
    const r = run('paired', a, base);
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.out.join('\n')).toMatch(/search as chile: won 2\/3[^]*heuristic as chile on the same seeds: won 1\/3[^]*better 1, worse 0, tied 2; sign test two-sided p = 1\.0000/);
    const other = file('other.json', JSON.stringify({ games: [game(7, 'allied', 'allied')] }));
    expectOneLineFailure(run('paired', a, other), /no game of the first file has a game on the same seed and side/);
    expectOneLineFailure(run('paired', a, file('junk.json', '{')), /not a match file/);
  });
  it('as a process: one line on stderr and exit code 1 (npx tsx scripts/wotp.ts replay missing.json)', async () => {
    const failed = await promisify(execFile)('npx', ['tsx', 'scripts/wotp.ts', 'replay', 'missing.json']).then(
      () => null,
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    expect(failed).not.toBeNull();
    expect(failed!.code).toBe(1);
    const lines = failed!.stderr.split('\n').filter((l) => l !== '' && !l.startsWith('npm warn'));
    expect(lines).toEqual(['wotp: cannot read missing.json: no such file']);
    expect(failed!.stdout).toBe('');
  }, 60_000);
});

describe('wotp play (QA round 7)', () => {
  it('plays the game match plays on that seed with those bots (it drew the bots\' dice otherwise), and writes it as a game file', async () => {
    const { runMatch } = await import('../../scripts/match');
    const { parseGameFile, replayGameFile } = await import('../../src/engine/gameFile/replayGameFile');
    const { readFileSync } = await import('node:fs');
    const out = join(dir, 'play-7.json');
    const r = run('play', '--seed', '7', '--chile', 'heuristic', '--allied', 'random', '--out', out);
    expect(r.code).toBe(0);
    const parsed = parseGameFile(readFileSync(out, 'utf8'));
    if (!parsed.ok) throw new Error('not a game file');
    expect(parsed.value.seed).toBe(7);
    // The edition that wrote it (QA round 7), as the app writes it.
    expect(parsed.value.meta?.app).toMatch(/^\d+\.\d+\.\d+(\+[0-9a-f]+)?$/);
    const played = replayGameFile(parsed.value).state;
    const [game] = runMatch({ a: 'heuristic', b: 'random', games: 1, seed: 7, sides: ['chile'] }).games;
    expect(played.step).toBe(game!.actions);
    expect(played.result?.chileVp).toBe(game!.chileVp);
    expect(played.result?.turn).toBe(game!.turn);
  }, 120_000);
  it('refuses a budget that is not a whole number of steps', () => {
    expectOneLineFailure(run('play', '--seed', '1', '--budget', 'lots'), /--budget is a whole number/);
  });
});
