import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/bots/randomBot';
import { DEFAULT_OPTIONS } from '../../src/engine';
import { parseGameFile, replayGameFile } from '../../src/engine/gameFile/replayGameFile';
import { fuzzGame } from './fuzzGame';
import { randomRules, RULES_CHOICES } from './randomRules';

const random = { chile: randomBot, allied: randomBot };

describe('the fuzzer under rules options drawn from each seed', () => {
  it('draws the same options from the same seed', () => {
    expect(randomRules('fuzz-x-3')).toEqual(randomRules('fuzz-x-3'));
  });

  it('draws every value of every option (a named rules option, the English and Spanish readings, 10.1 and 10.2) over 100 seeds', () => {
    const drawn = Array.from({ length: 100 }, (_, i) => randomRules(`fuzz-rules-${i}`));
    for (const [name, values] of Object.entries(RULES_CHOICES)) {
      for (const value of values) expect(drawn.some((o) => o[name as keyof typeof o] === value), `${name}: ${String(value)}`).toBe(true);
    }
    // Each option has exactly its default among its values, and nothing else is drawn.
    for (const [name, values] of Object.entries(RULES_CHOICES)) expect(values).toContain(DEFAULT_OPTIONS[name as keyof typeof DEFAULT_OPTIONS]);
    expect(Object.keys(RULES_CHOICES).sort()).toEqual(Object.keys(DEFAULT_OPTIONS).sort());
  });

  it("records a game's options in its game file, which replays only with them", () => {
    const rules = { ...DEFAULT_OPTIONS, stacking: 'es', openTerrain: true, shipCapture: true, infernalMachines: true } as const;
    const r = fuzzGame('fz-rules', random, { rules, maxActions: 300 });
    expect(r.failure?.problem).toMatch(/no result after 300 actions/);
    const file = r.failure!.file;
    expect(file.options).toMatchObject({ stacking: 'es', openTerrain: true, shipCapture: true, infernalMachines: true });
    const parsed = parseGameFile(JSON.stringify(file));
    expect(parsed.ok && replayGameFile(parsed.value).divergence).toBeNull();
    const withoutThem = parseGameFile(JSON.stringify({ ...file, options: {} }));
    expect(withoutThem.ok && replayGameFile(withoutThem.value).divergence).not.toBeNull();
  });
});
