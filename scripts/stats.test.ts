import { describe, expect, it } from 'vitest';
import { campaignFigures } from '../src/bots/campaign';
import { aggregate } from '../src/bots/campaign/aggregate';
import { START } from '../src/bots/campaign/scripted';
import { NODE_IO, type CliIo } from './cliIo';
import { aggregateText, gameLine, unfinishedText } from './stats';
import { main } from './wotp';

function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { ...NODE_IO, out: (t) => out.push(t), err: (l) => err.push(l) };
  return { code: main(argv, io), out, err };
}

describe('npm run wotp -- stats', () => {
  it('is in the help, and refuses bad arguments in one line', () => {
    expect(run('--help').out.join('\n')).toContain('npm run wotp -- stats --a <bot> --b <bot>');
    expect(run('stats', '--a', 'heuristic')).toMatchObject({ code: 2, err: ['wotp: stats: --a <bot> and --b <bot> are required'] });
    expect(run('stats', '--a', 'heuristic', '--b', 'nobody').err[0]).toMatch(/^wotp: stats: unknown bot "nobody"/);
    expect(run('stats', '--a', 'heuristic', '--b', 'heuristic', '--games', 'many').err[0]).toMatch(/--games is a whole number/);
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
