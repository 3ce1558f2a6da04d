import { describe, expect, it } from 'vitest';
import { LAND_UNITS } from '../../engine/counters';
import { LESSONS, lessonById } from '../../lessons';
import { describeEs } from './describe.es';
import { es } from './es';
import { lexiconEs } from './messages/lexicon.es';
import { messagesEs } from './messages/messages.es';
import { chitEffectNameIn, pieceNameIn } from './messages/pieceNames';

/**
 * The Spanish interface names the rules' things with the Spanish rulebook's words, as the in-game rules
 * reference does (QA round 7: the glossary heads src/ui/i18n/messages/lexicon.es.ts), one word for each
 * thing.
 */

/** Every Spanish string of a table with its path; a function template is rendered with sample values. */
function spanishStrings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    const p = new Proxy({}, { get: (_t, k) => (k === 'side' ? 'allied' : k === 'current' || k === 'phase' ? 'landMovement' : k === 'id' ? 'x' : 2) });
    const f = new Proxy({}, { get: () => 'Lima (2008)' });
    return [[path, (value as (p: unknown, f: unknown) => string)(p, f)]];
  }
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => spanishStrings(v, path ? `${path}.${k}` : k));
  return [];
}

/** The Spanish of the lessons: what sits under an `es` key. */
function lessonSpanish(value: unknown, path: string): [string, string][] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (k === 'es' ? spanishStrings(v, `${path}.es`) : lessonSpanish(v, `${path}.${k}`)));
}

const EVERY_SPANISH_STRING: readonly [string, string][] = [
  ...spanishStrings(es, 'es'),
  ...spanishStrings(describeEs, 'describe'),
  ...spanishStrings(messagesEs, 'messages'),
  ...spanishStrings(lexiconEs, 'lexicon'),
  ...LESSONS.flatMap((l) => lessonSpanish(l, `lesson.${l.id}`)),
  ...LAND_UNITS.map((u): [string, string] => [`piece.${u.id}`, pieceNameIn('es', u.id)]),
];

/** The words the interface used before it took the rulebook's (each with the rulebook's word, for the message). */
const RETIRED: readonly [RegExp, string][] = [
  [/columnas? de suministro/iu, 'columna logística'],
  [/hexágono/iu, 'hex'],
  [/escal[oó]n/iu, 'paso'],
  [/(?<!\p{L})reforz/iu, 'reponer'],
  [/(?<!\p{L})merm/iu, 'desgastada'],
  [/líder inspirador/iu, 'Comandante heroico'],
  [/(?<!\p{L})trincheras?(?!\p{L})/iu, 'Reductos'],
  [/(?<!\p{L})matanza/iu, 'Sin cuartel'],
  [/Sin Efecto|Sorpresa Táctica|Carga de Caballería/u, 'the chits as the rulebook writes them'],
  [/incursi[oó]n/iu, 'raid'],
  [/averiad/iu, 'dañado'],
  [/interceptaci[oó]n/iu, 'intercepción'],
];

function retiredIn(strings: readonly [string, string][]): string[] {
  return strings.flatMap(([path, text]) => RETIRED.filter(([re]) => re.test(text)).map(([re, now]) => `${path}: ${String(re)} (say ${now}): ${text}`));
}

describe('the Spanish interface names things with the Spanish rulebook\'s words (QA round 7)', () => {
  it('walks every table (the check is not vacuous)', () => {
    expect(EVERY_SPANISH_STRING.length).toBeGreaterThan(900);
    expect(retiredIn([['x', 'una Columna de Suministro en el hexágono'], ['y', 'Líder Inspirador'], ['z', 'pierde un escalón']])).toHaveLength(4);
    expect(retiredIn([['x', 'una columna logística en el hex'], ['y', 'Comandante heroico'], ['z', 'pierde un paso'], ['w', 'refuerzos chilenos']])).toEqual([]);
  });

  it('no Spanish string uses a retired word: Columna de Suministro, hexágono, escalón, reforzar, mermada, Líder Inspirador, Trincheras, Matanza, incursión, averiado', () => {
    expect(retiredIn(EVERY_SPANISH_STRING)).toEqual([]);
  });

  it('8.9: the combat advantage chits are the rulebook\'s, capitalised as it writes them (one capital)', () => {
    const names = (['inspiringLeader', 'earthworks', 'cavalryCharge', 'tacticalSurprise', 'slaughter', 'canister', 'noEvent'] as const).map((e) => chitEffectNameIn('es', e));
    expect(names).toEqual(['Comandante heroico', 'Reductos', 'Carga de caballería', 'Sorpresa táctica', 'Sin cuartel', 'Metralla', 'Sin efecto']);
  });

  it('the lessons\' Spanish quotes with «», not straight quotes (the «+» of a unit)', () => {
    const straight = LESSONS.flatMap((l) => lessonSpanish(l, l.id)).filter(([, text]) => text.includes('"'));
    expect(straight).toEqual([]);
    expect(lessonById('land-attack')!.intro.es.join(' ')).toContain('sumando el «+» de sus unidades');
  });
});
