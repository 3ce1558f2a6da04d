import { describe, expect, it } from 'vitest';
import type { Bot } from '../../src/bots/bot';
import { randomBot } from '../../src/bots/randomBot';
import { parseGameFile, replayGameFile } from '../../src/engine/gameFile/replayGameFile';
import { fuzzGame } from './fuzzGame';

const random = { chile: randomBot, allied: randomBot };

describe('fuzzGame failures come with a minimal reproducing game file', () => {
  it('an endless game: the file is cut at the action bound and replays', () => {
    const r = fuzzGame('fz-bound', random, { maxActions: 30 });
    expect(r.failure?.problem).toMatch(/no result after 30 actions/);
    const parsed = parseGameFile(JSON.stringify(r.failure!.file));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.value.steps).toHaveLength(30);
      expect(replayGameFile(parsed.value).divergence).toBeNull();
    }
  });
  it('a refused action: the file stops before it and names it', () => {
    let n = 0;
    const rogue: Bot = { name: 'rogue', choose: (view, legal, rnd) => (++n === 5 ? { type: 'endPhase', side: legal[0]!.side === 'chile' ? 'allied' : 'chile' } : randomBot.choose(view, legal, rnd)) };
    const r = fuzzGame('fz-rogue', { chile: rogue, allied: rogue });
    expect(r.failure?.step).toBe(5);
    expect(r.failure?.problem).toMatch(/refused/);
    expect(r.failure!.file.steps).toHaveLength(4);
    expect(JSON.parse(r.failure!.file.meta!.failingAction!)).toMatchObject({ type: 'endPhase' });
  });
});
