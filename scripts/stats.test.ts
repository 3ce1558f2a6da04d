import { describe, expect, it } from 'vitest';
import { campaignFigures } from '../src/bots/campaign';
import { aggregate } from '../src/bots/campaign/aggregate';
import { playTraced } from '../src/bots/campaign/playTraced';
import { START } from '../src/bots/campaign/scripted';
import { seedFromText } from '../src/engine';
import { NODE_IO, type CliIo } from './cliIo';
import { aggregateText, gameLine, gameSeed, unfinishedText } from './stats';
import { main } from './wotp';

function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const files: Record<string, string> = {};
  const io: CliIo = { ...NODE_IO, out: (t) => out.push(t), err: (l) => err.push(l), writeText: (path, text) => void (files[path] = text) };
  return { code: main(argv, io), out, err, files };
}

/** The printed lines without the wall-clock times, which differ from run to run. */
const untimed = (lines: string[]) => lines.map((l) => l.replace(/ · \d+ ms$/gm, ''));
interface OutGame {
  seed: unknown;
  figures: { decision: { winner: unknown; turn: unknown; chileVp: unknown } };
}
const gamesOf = (json: string | undefined) => (JSON.parse(json ?? '{}') as { games: OutGame[] }).games;
const seedsOf = (json: string | undefined) => gamesOf(json).map((g) => g.seed);

describe('npm run wotp -- stats', () => {
  it('is in the help, and refuses bad arguments in one line', () => {
    expect(run('--help').out.join('\n')).toContain('npm run wotp -- stats --a <bot> --b <bot>');
    expect(run('stats', '--a', 'heuristic')).toMatchObject({ code: 2, err: ['wotp: stats: --a <bot> and --b <bot> are required'] });
    expect(run('stats', '--a', 'heuristic', '--b', 'nobody').err[0]).toMatch(/^wotp: stats: unknown bot "nobody"/);
    expect(run('stats', '--a', 'heuristic', '--b', 'heuristic', '--games', 'many').err[0]).toMatch(/--games is a whole number/);
  });

  it('names the one option that is wrong', () => {
    // Before: one message for both ("--games is a whole number of games, --seed a whole number").
    for (const games of ['0', '-3', '2.5', 'many']) {
      const r = run('stats', '--a', 'random', '--b', 'random', '--games', games, '--seed', 'qa');
      expect(r).toMatchObject({ code: 2, err: [`wotp: stats: --games is a whole number of games (1 or more), not "${games}"`] });
      expect(r.err[0]).not.toContain('--seed');
    }
    const r = run('stats', '--a', 'random', '--b', 'random', '--games', '2', '--seed', ' ');
    // A blank value is refused for every option of every command now (scripts/cliArgs.ts, QA round 19).
    expect(r).toMatchObject({ code: 2, err: ['wotp: stats: --seed needs a value, not " " (npm run wotp -- --help)'] });
    expect(r.err[0]).not.toContain('--games');
  });

  it('takes a text seed, as play does: games on "S-0", "S-1", …, the same games every run', () => {
    // The command, `stats --games N --seed S --a X --b Y`, with a text seed (refused before).
    const argv = ['stats', '--games', '3', '--seed', 'qa', '--a', 'random', '--b', 'random', '--out', 'qa.json'];
    const first = run(...argv);
    expect(first.err).toEqual([]);
    expect(first.code).toBe(0);
    expect(first.out.slice(0, 3).map((l) => l.split(':')[0])).toEqual(['seed qa-0 random as chile', 'seed qa-1 random as allied', 'seed qa-2 random as chile']);
    expect(seedsOf(first.files['qa.json'])).toEqual(['qa-0', 'qa-1', 'qa-2']);
    const again = run(...argv);
    expect(untimed(again.out)).toEqual(untimed(first.out));
    // The text is the seed (hashed, not read as NaN or 0): another text plays other games.
    const withoutSeed = (lines: string[]) => untimed(lines.slice(0, 3)).map((l) => l.replace(/^seed \S+ /, ''));
    expect(withoutSeed(run('stats', '--games', '3', '--seed', 'qb', '--a', 'random', '--b', 'random').out)).not.toEqual(withoutSeed(first.out));
    // Each game is play's game on its printed seed (`play --seed qa-1` reads "qa-1" as that text).
    const g = gamesOf(first.files['qa.json'])[1]!;
    const r = playTraced(seedFromText('qa-1'), { chile: 'random', allied: 'random' }).result;
    expect(g.figures.decision).toMatchObject({ winner: r?.winner ?? null, turn: r?.turn ?? null, chileVp: r?.chileVp ?? null });
  });

  it('keeps number seeds as they were: digits are a number, the games on S, S+1, … (docs/bots.md replays)', () => {
    expect([0, 1, 2].map((i) => gameSeed(94400, i))).toEqual([94400, 94401, 94402]);
    expect([0, 1, 2].map((i) => gameSeed('qa', i))).toEqual(['qa-0', 'qa-1', 'qa-2']);
    // A per-game text seed is never read back as a number, so `play --seed qa-1` is that game.
    expect(gameSeed('7a', 0)).toBe('7a-0');
    const r = run('stats', '--games', '2', '--seed', '5', '--a', 'random', '--b', 'random', '--quiet', '--out', 'n.json');
    expect(r.code).toBe(0);
    expect(seedsOf(r.files['n.json'])).toEqual([5, 6]);
    expect(seedsOf(run('stats', '--a', 'random', '--b', 'random', '--games', '1', '--quiet', '--out', 'd.json').files['d.json'])).toEqual([1]);
  });

  it('prints a game line and the aggregate, against the targets and against history', () => {
    const figures = campaignFigures([], START);
    const line = gameLine({ seed: 1, aSide: 'chile', ms: 5, figures }, { a: 'heuristic', b: 'heuristic', games: 1, seed: 1, sides: ['chile'] });
    expect(line).toMatch(/^seed 1 heuristic as chile: unfinished T1 · naval 0, warships sunk C0\/A0, transports C0\/A0 · squadron idle · landings C0\/A0 · fell — · waste: in place 0, back-and-forth 0 land\/0 sea, waits>2 0/);
    const text = aggregateText(aggregate([figures]));
    expect(text).toContain("Chile's squadron sailed after turn 1: 0% (target ≥ 75%, CI check ≥ 38%)");
    expect(text).toContain('Lima: never (when it fell never, fell in 0%) — history T12');
    expect(text).toContain('first naval combat never, first warship lost never — Angamos T4');
    expect(text).toMatch(/Chile won 0\/1 \(0%, 95% CI 0%–79%, Wilson\)/);
    expect(unfinishedText({ games: [{ seed: 7, aSide: 'chile', ms: 5, figures }], aggregate: aggregate([figures]) })).toBe('unfinished (no result within 60,000 actions): seed 7 (T1)');
  });
});
