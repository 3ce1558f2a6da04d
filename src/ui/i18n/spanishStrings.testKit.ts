import type { Side } from '../../engine';
import { LESSONS } from '../../lessons';
import { describeEs } from './describe.es';
import { es } from './es';
import { lexiconEs } from './messages/lexicon.es';
import { messagesEs } from './messages/messages.es';

/**
 * Tests' helper: every Spanish string of the interface with its path — the tables, the engine's
 * messages, the glossary and the lessons' own Spanish — for the tests that read them all
 * (spanishRegister.test.ts: one register; spanishTerms.test.tsx: the rulebook's words).
 */

const SIDES: readonly Side[] = ['chile', 'allied'];

/**
 * The raw parameters of an engine message, whatever their names: a side, a phase, a count (1 and 2, for
 * both plural forms); the formatted ones are a place's words.
 */
function sampleParams(side: Side, count: number): [unknown, unknown] {
  const p = new Proxy({}, { get: (_t, k) => (k === 'side' ? side : k === 'current' || k === 'phase' ? 'landMovement' : k === 'id' ? 'x' : count) });
  const f = new Proxy({}, { get: () => 'Lima (2008)' });
  return [p, f];
}

/** Every Spanish string of a table with its path; a function template is rendered for each side and count. */
export function spanishStrings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    const fn = value as (p: unknown, f: unknown) => string;
    return SIDES.flatMap((side) => [1, 2].map((count): [string, string] => [`${path}(${side}, ${count})`, fn(...sampleParams(side, count))]));
  }
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => spanishStrings(v, path ? `${path}.${k}` : k));
  return [];
}

/** The Spanish words of the lessons (only what sits under an `es` key: the English beside it is not ours to read). */
export function lessonSpanish(value: unknown, path: string): [string, string][] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (k === 'es' ? spanishStrings(v, `${path}.es`) : lessonSpanish(v, `${path}.${k}`)));
}

/** The interface's tables, the engine's messages, the glossary and the lessons, in Spanish. */
export const EVERY_SPANISH_TEXT: readonly [string, string][] = [
  ...spanishStrings(es, 'es'),
  ...spanishStrings(describeEs, 'describe'),
  ...spanishStrings(messagesEs, 'messages'),
  ...spanishStrings(lexiconEs, 'lexicon'),
  ...LESSONS.flatMap((l) => lessonSpanish(l, `lesson.${l.id}`)),
];
