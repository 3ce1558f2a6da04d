import { describe, expect, it } from 'vitest';
import { heuristicBot } from '../../src/bots/heuristic/heuristicBot';
import { playGame } from '../../src/bots/playGame';
import { randomBot } from '../../src/bots/randomBot';
import { makeGameFile, savePosition, type GameState } from '../../src/engine';

/** Every string value (and key) in a JSON value, with its path. */
function strings(value: unknown, path = '', out: { path: string; text: string }[] = []): { path: string; text: string }[] {
  if (typeof value === 'string') out.push({ path, text: value });
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push({ path: `${path}.${k} (key)`, text: k });
      strings(v, `${path}.${k}`, out);
    }
  }
  return out;
}

/** Prose: three or more words in one string ("Chile has 7 VP", "the Chile Holding Box"). */
const prose = (text: string) => text.trim().split(/\s+/).filter((w) => /\p{L}/u.test(w)).length >= 3;

describe('states and game files hold no prose (issue 22)', () => {
  it.each([
    ['random', 1879, randomBot],
    ['random', 4242, randomBot],
    ['heuristic', 1880, heuristicBot],
  ] as const)('a seeded %s game (seed %i): no string of three or more words in savePosition along the way, nor in its game file', (_name, seed, bot) => {
    const states: GameState[] = [];
    const game = playGame(seed, { chile: bot, allied: bot }, { shipCapture: true, infernalMachines: true }, 200_000, (state) => {
      if (state.pending.length > 0 || state.step % 25 === 0) states.push(state);
    });
    states.push(game.state);
    const found: string[] = [];
    for (const state of states) for (const { path, text } of strings(savePosition(state))) if (prose(text)) found.push(`step ${state.step} ${path}: ${text}`);
    const file = makeGameFile({ seed, options: { shipCapture: true, infernalMachines: true }, actions: game.actions });
    for (const { path, text } of strings(file)) if (prose(text)) found.push(`game file ${path}: ${text}`);
    expect(found.slice(0, 10)).toEqual([]);
    // The games went far enough to mean something: decisions were pending, and they ended.
    expect(states.filter((s) => s.pending.length > 0).length).toBeGreaterThan(50);
    expect(game.state.result).not.toBeNull();
  }, 120_000);

  it('the check finds prose where there is some', () => {
    expect(strings({ a: [{ b: 'Chile has 7 VP' }] }).filter(({ text }) => prose(text))).toEqual([{ path: '.a[0].b', text: 'Chile has 7 VP' }]);
    expect(prose('result.chileanVictory')).toBe(false);
    expect(prose('cl-inf-buin-1')).toBe(false);
  });
});
