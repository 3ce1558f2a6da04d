import { describe, expect, it } from 'vitest';
import { describeEn } from './describe.en';
import { describeEs } from './describe.es';

/** Every leaf of a nested string table, by its dotted key. */
function leaves(table: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(table)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') for (const [k, v] of leaves(value as object, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

/**
 * The only keys whose Spanish may equal the English: proper names, numerals, and templates made only
 * of placeholders and symbols.
 */
const SAME_IN_BOTH = new Set([
  'side.chile', // Chile
  'numeral.administrative', 'numeral.consumeSupply', 'numeral.navalMovement', 'numeral.navalCombat', 'numeral.landMovement', 'numeral.landCombat', 'numeral.victoryDetermination', // I–VII
  'place.town', // "{{town}} ({{hex}})"
  'place.hex', // "hex {{hex}}": the Spanish rules' word too (QA round 7)
  'event.numeral', // "{{numeral}}. "
  'event.modifier', // "{{value}} {{reason}} ({{rule}})"
]);

/**
 * An English line whose subject is the side has a plural-verb form for the Allies, chosen by i18next's
 * context ("roll_allied" beside "roll", "supplySpent_allied_one" beside "supplySpent_one"); the Spanish
 * needs none ("Aliados: tira …"). Its base key, or null for any other key.
 */
const ALLIED = /_allied(?=$|_one$|_other$)/;
const alliedBase = (key: string): string | null => (ALLIED.test(key) ? key.replace(ALLIED, '') : null);

describe('the describe strings (issue 11: no missing key in either language)', () => {
  const en = leaves(describeEn);
  const es = leaves(describeEs);

  it('has the same keys in English and Spanish (but the English plural-verb forms for the Allies)', () => {
    expect([...en.keys()].filter((k) => !es.has(k) && alliedBase(k) === null)).toEqual([]);
    expect([...es.keys()].filter((k) => !en.has(k))).toEqual([]);
  });

  it("each English plural-verb form for the Allies stands beside its base key, in both languages", () => {
    const forms = [...en.keys()].filter((k) => alliedBase(k) !== null);
    expect(forms.length).toBeGreaterThan(20);
    expect(forms.filter((k) => !en.has(alliedBase(k)!) || !es.has(alliedBase(k)!))).toEqual([]);
  });

  it('has a non-empty string for every key', () => {
    const bad = [...en, ...es].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it('translates every string but a short list of names, numerals and symbols', () => {
    const same = [...en].filter(([k, v]) => es.get(k) === v && !SAME_IN_BOTH.has(k)).map(([k, v]) => `${k}: ${String(v)}`);
    expect(same).toEqual([]);
  });

  it('keeps the same placeholders in both languages', () => {
    const names = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const bad = [...en].filter(([k, v]) => names(v).join() !== names(es.get(alliedBase(k) ?? k)).join()).map(([k]) => k);
    expect(bad).toEqual([]);
  });
});
