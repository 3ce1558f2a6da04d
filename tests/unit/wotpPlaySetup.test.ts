import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE_IO, type CliIo } from '../../scripts/cliIo';
import { runMatch } from '../../scripts/match';
import { main } from '../../scripts/wotp';
import type { Action } from '../../src/engine';
import { parseGameFile, replayGameFile } from '../../src/engine/gameFile/replayGameFile';
import { historicalOpening } from '../../src/ui/storage/savedGameRecord';

/**
 * QA round 19: the new-game screen's default is the historical set-up (3.2), applied for each side
 * whoever plays it; `wotp play` had no such option, so a random-bot game on the same seed was another
 * game from step 1. `--setup historical` plays the browser's opening; the default stays each bot's own.
 */
const dir = mkdtempSync(join(tmpdir(), 'wotp-setup-'));

function play(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { ...NODE_IO, out: (t) => out.push(t), err: (l) => err.push(l) };
  const code = main(['play', ...argv], io);
  return { code, out, err };
}

function actionsOf(path: string) {
  const parsed = parseGameFile(readFileSync(path, 'utf8'));
  if (!parsed.ok) throw new Error('not a game file');
  expect(replayGameFile(parsed.value).divergence).toBeNull();
  return { actions: parsed.value.steps.map((s) => s.action as Action), meta: parsed.value.meta };
}

describe('wotp play --setup', () => {
  it('historical: the opening the new-game screen plays (the browser\'s own test of it, historicalOpening), Chile\'s set-up as the Allies end theirs', () => {
    const path = join(dir, 'h1879.json');
    const r = play('--seed', '1879', '--setup', 'historical', '--out', path);
    expect(r.code).toBe(0);
    expect(r.out[0]).toMatch(/^seed 1879, random \(Chile\) v random \(Allies\), historical set-up: /);
    const { actions, meta } = actionsOf(path);
    expect(actions[0]).toEqual({ type: 'historicalSetup', side: 'allied' });
    expect(historicalOpening(actions)).toBe(true);
    const chile = actions.findIndex((a) => a.type === 'historicalSetup' && a.side === 'chile');
    expect(actions[chile - 1]).toEqual({ type: 'endPhase', side: 'allied' });
    expect(meta?.setup).toBe('historical');
    // match plays the same game on that seed (one loop: playTraced).
    const [game] = runMatch({ a: 'random', b: 'random', games: 1, seed: 1879, sides: ['chile'], setup: 'historical' }).games;
    expect(game!.actions).toBe(actions.length);
  }, 120_000);
  it('free, the default: each bot sets up its own side, as every recorded match and sample was played', () => {
    const path = join(dir, 'f1879.json');
    expect(play('--seed', '1879', '--out', path).code).toBe(0);
    const { actions, meta } = actionsOf(path);
    expect(actions[0]!.type).toBe('setupPlace');
    expect(historicalOpening(actions)).toBe(false);
    expect(meta?.setup).toBeUndefined();
  }, 120_000);
  it('anything else is a usage error', () => {
    const r = play('--seed', '1', '--setup', 'histrical');
    expect(r.code).toBe(2);
    expect(r.err).toEqual(['wotp: play: --setup is historical or free, not "histrical"']);
  });
});
