import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent, Side } from '../../engine';
import { eventText, SIDE_NAMES } from '../describe';
import { lineText } from '../log/lineText';
import { describeEn } from './describe.en';
import { en } from './en';
import { i18n } from '.';

/**
 * The English names the sides "Chile" (singular) and "Allies" (plural): a sentence whose subject is the
 * side reads right for both — "Chile rolls for …" / "Allies roll for …" (a plural-verb form for the
 * Allies, `_allied`, chosen by i18next's context), or "Chile: the heuristic bot is thinking…" (the side
 * as a label, no verb agreeing with it), or a past tense ("Allies rolled 4").
 */

/** The placeholders a side's name fills. */
const SIDE_PLACEHOLDERS = ['side', 'attacker', 'defender'];

/** Every English string with its dotted key (plural and context suffixes kept). */
function leaves(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [];
}
const ENGLISH = leaves({ ...en, describe: describeEn }, '');

/** The keys that name a side, as a caller asks for them (no plural or context suffix). */
const SIDE_KEYS = [
  ...new Set(
    ENGLISH.filter(([, text]) => SIDE_PLACEHOLDERS.some((p) => text.includes(`{{${p}}}`))).map(([key]) => key.replace(/_allied(?=$|_)/, '').replace(/_(one|other)$/, '')),
  ),
];

/** A key rendered for a side as its caller does: the side's name in every side placeholder; the log's lines with the side as context. */
function render(key: string, side: Side, count: number, name = SIDE_NAMES[side]): string {
  const values: Record<string, unknown> = { count, turn: 3, place: 'Lima (2008)', from: 'Lima (2008)', to: 'Arica (3116)', hex: 'Lima (2008)', purpose: 'land movement' };
  for (const p of SIDE_PLACEHOLDERS) values[p] = name;
  if (key.startsWith('describe.event.')) values.context = side;
  return i18n.t(key as never, values as never) as unknown as string;
}

/**
 * A verb in the singular right after "Allies" as its subject (or after "Allies (… bot)"), as in "Allies
 * takes", "Allies has", "Allies (search bot) is thinking"; not after "of the Allies" ("Huáscar of the
 * Allies was sunk": the ship is the subject).
 */
const ALLIES_SINGULAR = /(?<!\b(?:of|by|to|for|from|with|against) (?:the )?)\bAllies(?: \([^)]*\))? (?:[a-z]+ly )?(?:is|was|has|does|[a-z]+[^s\W]s)\b/;

/** The plural of a verb in the third person singular: rolls → roll, catches → catch, tries → try, has → have. */
function pluralVerb(verb: string): string {
  const irregular: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do' };
  if (irregular[verb]) return irregular[verb];
  if (/[^aeiou]ies$/.test(verb)) return verb.replace(/ies$/, 'y');
  if (/(?:ch|sh|ss|x|o)es$/.test(verb)) return verb.replace(/es$/, '');
  return verb.replace(/s$/, '');
}

describe('English sentences that name a side read right for Chile and for the Allies', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('walks a real number of keys that name a side', () => {
    expect(SIDE_KEYS.length).toBeGreaterThan(60);
    expect(SIDE_KEYS).toContain('describe.event.roll');
    expect(SIDE_KEYS).toContain('bot.thinking');
  });

  it('no verb in the singular after "Allies": no "Allies takes", "Allies rolls", "Allies stacks", "Allies has", "Allies is", "Allies was"', () => {
    const wrong: string[] = [];
    for (const key of SIDE_KEYS) {
      for (const count of [1, 2]) {
        for (const name of [SIDE_NAMES.allied, `the ${SIDE_NAMES.allied}`]) {
          const text = render(key, 'allied', count, name);
          if (ALLIES_SINGULAR.test(text)) wrong.push(`${key} (${count}): ${text}`);
        }
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
  });

  it("each plural-verb form for the Allies is Chile's sentence with the verb after the side in the plural, nothing else changed", () => {
    const forms = ENGLISH.filter(([key]) => /_allied(?=$|_)/.test(key)).map(([key]) => key.replace(/_allied(?=$|_)/, '').replace(/_(one|other)$/, ''));
    expect(forms.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const key of new Set(forms)) {
      for (const count of [1, 2]) {
        const chile = render(key, 'chile', count);
        const allies = render(key, 'allied', count);
        const verb = /^Chile (\w+)/.exec(chile)?.[1];
        const expected = verb ? chile.replace(`Chile ${verb}`, `Chile ${pluralVerb(verb)}`).split('Chile').join('Allies') : null;
        if (!verb || allies !== expected) wrong.push(`${key}: «${chile}» / «${allies}»`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("the log passes the event's side: 'Chile rolls for …', 'Allies roll for …', 'Allies take back: …'", () => {
    const roll = (side: Side): GameEvent => ({ type: 'roll', purpose: { code: 'roll.supplyAllotment', params: {} }, rule: '4.1', side, dice: [3, 5], reading: 'highest', modifiers: [], result: 5, scripted: false });
    expect(eventText(roll('chile'))).toBe('Chile rolls for Supply Column allotment: 3, 5 → 5');
    expect(eventText(roll('allied'))).toBe('Allies roll for Supply Column allotment: 3, 5 → 5');
    expect(eventText({ type: 'historicalSetup', side: 'allied', rule: '3.1' })).toBe('Allies take the historical set-up (3.1)');
    expect(eventText({ type: 'nadcAssigned', side: 'allied', ship: 'pe-ship-huascar', assigned: true, rule: '4.1' })).toBe('Allies stack an NADC with Huáscar (4.1)');
    expect(lineText({ type: 'event', step: 1, event: { type: 'undone', side: 'allied', label: 'End the move' } } as never).text).toBe('Allies take back: End the move');
  });

  it('the check catches what it should (it is not vacuous)', () => {
    for (const text of ['Allies takes the historical set-up', 'Allies rolls for movement', 'Allies stacks an NADC', 'Allies has', 'Allies is thinking', 'Allies was', 'Allies (heuristic bot) is thinking…', 'Initiative: Allies wins 58%', 'Allies catches Unión']) {
      expect(text, text).toMatch(ALLIES_SINGULAR);
    }
    for (const text of ['Allies roll for movement', 'Allies: the heuristic bot is thinking…', 'Allies rolled 4', 'Pass the device to Allies', 'Allies: Huáscar fires at Covadonga', 'Allies must decide', 'Allies press on', 'Huáscar of the Allies was sunk']) {
      expect(text, text).not.toMatch(ALLIES_SINGULAR);
    }
    expect(['rolls', 'catches', 'tries', 'has', 'does', 'runs', 'passes'].map(pluralVerb)).toEqual(['roll', 'catch', 'try', 'have', 'do', 'run', 'pass']);
  });
});
