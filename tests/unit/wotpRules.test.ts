import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE_IO, type CliIo } from '../../scripts/cliIo';
import { runMatch } from '../../scripts/match';
import { runStats } from '../../scripts/stats';
import { main } from '../../scripts/wotp';
import { parseGameFile, replayGameFile } from '../../src/engine/gameFile/replayGameFile';

/**
 * `--rules name=value,…` of play, match and stats: a seeded bot game under the rules options a player
 * can pick on the new-game screen (rules/options.ts), not only the defaults; `play --out` records them
 * in the game file, which replays under them.
 */
const dir = mkdtempSync(join(tmpdir(), 'wotp-rules-'));

function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { ...NODE_IO, out: (t) => out.push(t), err: (l) => err.push(l) };
  return { code: main(argv, io), out, err };
}

function fileOf(path: string) {
  const parsed = parseGameFile(readFileSync(path, 'utf8'));
  if (!parsed.ok) throw new Error('not a game file');
  expect(replayGameFile(parsed.value).divergence).toBeNull();
  return parsed.value;
}

describe('wotp --rules', () => {
  it('play: the game is played under the options named, and its file records them and replays', () => {
    const withRules = join(dir, 'es.json');
    const r = run('play', '--seed', '1880', '--chile', 'random', '--allied', 'random', '--rules', 'stacking=es, shipCapture=true', '--out', withRules);
    expect(r.code).toBe(0);
    expect(r.out[0]).toMatch(/^seed 1880, random \(Chile\) v random \(Allies\), rules stacking=es, shipCapture=true: /);
    const file = fileOf(withRules);
    expect(file.options).toMatchObject({ stacking: 'es', shipCapture: true });
    const plain = join(dir, 'en.json');
    expect(run('play', '--seed', '1880', '--chile', 'random', '--allied', 'random', '--out', plain).code).toBe(0);
    const other = fileOf(plain);
    expect(other.options.stacking).toBeUndefined();
    // Not the same game: the options took effect from the new game on (its initial hash).
    expect(other.initialHash).not.toBe(file.initialHash);
  });

  it('match and stats play their games under the options', () => {
    const rules = { openTerrain: true } as const;
    const m = runMatch({ a: 'random', b: 'random', games: 1, seed: 31, sides: ['chile'], rules });
    const plain = runMatch({ a: 'random', b: 'random', games: 1, seed: 31, sides: ['chile'] });
    expect(plain.games[0]!.actions).not.toBe(m.games[0]!.actions);
    const s = runStats({ a: 'random', b: 'random', games: 1, seed: 31, sides: ['chile'], rules });
    const sPlain = runStats({ a: 'random', b: 'random', games: 1, seed: 31, sides: ['chile'] });
    expect(JSON.stringify(s.games[0]!.figures)).not.toBe(JSON.stringify(sPlain.games[0]!.figures));
    // The same game as match's (one loop, playTraced): the same deciding turn.
    expect(s.games[0]!.figures.lastTurn).toBe(m.games[0]!.turn);
  });

  it('a name or value the options do not have, or a malformed list, is a usage error', () => {
    const usage = (text: string, pattern: RegExp) => {
      const r = run('play', '--seed', '1', '--rules', text);
      expect(r.code).toBe(2);
      expect(r.out).toEqual([]);
      expect(r.err).toHaveLength(1);
      expect(r.err[0]).toMatch(pattern);
    };
    usage('stacking=zz', /^wotp: play: --rules: stacking: expected "en" or "es"$/);
    usage('stackin=es', /^wotp: play: --rules: no rules option "stackin" \(options: stacking, /);
    usage('shipCapture=yes', /shipCapture: expected true or false/);
    usage('stacking', /--rules takes name=value pairs joined by commas, not "stacking"/);
    usage('stacking=es,stacking=en', /"stacking" is given twice/);
    usage(',', /--rules takes name=value pairs/);
    expect(run('stats', '--a', 'random', '--b', 'random', '--rules', 'openTerrain=maybe').err[0]).toMatch(/^wotp: stats: --rules: openTerrain: expected true or false/);
    expect(run('match', '--a', 'random', '--b', 'random', '--rules', 'peruGt2=fr').err[0]).toMatch(/^wotp: match: --rules: peruGt2: expected "en" or "es"/);
  });
});
