import { describe, expect, it } from 'vitest';
import { describeEn } from './describe.en';
import { describeEs } from './describe.es';
import { en } from './en';
import { es } from './es';
import { messagesEn } from './messages/messages.en';
import { messagesEs } from './messages/messages.es';

/**
 * A number before a plural noun needs the noun's singular when the number is 1 ("1 hexes", "1 counters
 * waiting", "1 of 1 entries"): such a string is written as i18next plural forms (`_one` / `_other`,
 * chosen by `count`), or an engine message picks its words with plural(); a string that cannot take
 * plural forms puts the number after the noun ("Victory Points …: 1").
 */

const NOUNS_EN = ['hexes', 'hexsides', 'ships', 'warships', 'transports', 'counters', 'places', 'entries', 'units', 'steps', 'hits', 'losses', 'pieces', 'Supply Columns', 'Victory Points', 'points', 'turns', 'rolls', 'dice', 'runners', 'chits', 'NADCs', 'games', 'characters'];
const NOUNS_ES = ['hexágonos', 'hexes', 'buques', 'transportes', 'fichas', 'lugares', 'entradas', 'unidades', 'pasos', 'impactos', 'pérdidas', 'piezas', 'columnas logísticas', 'puntos', 'turnos', 'tiradas', 'dados', 'NADC', 'partidas', 'caracteres'];

/**
 * Messages whose number is never 1 (it is above a maximum of at least 1, or above two).
 */
const NEVER_ONE = new Set(['error.positionTooLong', 'error.gameFileTooLong', 'position.tooManySteps', 'position.transportOverloaded']);

/** A placeholder (or, in a rendered message, the number 1) then at most one word, then a plural noun. */
const numberThenPlural = (nouns: readonly string[], number: string) => new RegExp(`${number} (?:\\p{L}+ )?(?:${nouns.join('|')})(?!\\p{L})`, 'u');
const NUMERIC = /\{\{(?:count|n|total|shown|hexes|distance|vp|through|turn|max|cost|left|a|d|def|att|both|none|index)\}\}/.source;

/** Every string of a table with its path: strings as written, message templates rendered for a count of 1. */
function strings(value: unknown, path: string): [string, string, boolean][] {
  if (typeof value === 'string') return [[path, value, false]];
  if (typeof value === 'function') {
    const p = new Proxy({}, { get: (_t, k) => (k === 'side' ? 'chile' : k === 'current' || k === 'phase' ? 'landMovement' : 1) });
    const f = new Proxy({}, { get: () => 'Lima (2008)' });
    return [[path, (value as (p: unknown, f: unknown) => string)(p, f), true]];
  }
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

function offenders(tables: Record<string, unknown>, nouns: readonly string[]): string[] {
  const written = numberThenPlural(nouns, NUMERIC);
  const rendered = numberThenPlural(nouns, '(?<![\\d.,])1');
  return Object.entries(tables)
    .flatMap(([name, table]) => strings(table, name))
    .filter(([path]) => !path.endsWith('_other') && ![...NEVER_ONE].some((k) => path.endsWith(k)))
    .filter(([, text, isRendered]) => (isRendered ? rendered : written).test(text))
    .map(([path, text]) => `${path}: ${text}`);
}

describe('a number before a plural noun has plural forms ("1 hex", never "1 hexes")', () => {
  it('in English', () => {
    expect(offenders({ en, describe: describeEn, messages: messagesEn }, NOUNS_EN)).toEqual([]);
  });

  it('in Spanish', () => {
    expect(offenders({ es, describe: describeEs, messages: messagesEs }, NOUNS_ES)).toEqual([]);
  });

  it('the check finds what it should (it is not vacuous)', () => {
    expect(offenders({ t: { a: '… and {{count}} more hexes', b: '{{count}} counters waiting', c: '{{shown}} of {{total}} entries', d_other: '{{count}} hexes' } }, NOUNS_EN)).toEqual([
      't.a: … and {{count}} more hexes',
      't.b: {{count}} counters waiting',
      't.c: {{shown}} of {{total}} entries',
    ]);
    expect(offenders({ m: { x: (p: { count: number }) => `${p.count} ships are set aside` } }, NOUNS_EN)).toEqual(['m.x: 1 ships are set aside']);
  });
});
