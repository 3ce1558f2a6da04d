import { LAND_UNITS, SHIPS } from '../../../engine/counters';
import { fieldHolds, fileField, technicalPath } from './fileField';
import { positionFieldEn } from './fileField.en';
import { positionFieldEs } from './fileField.es';
import type { Language } from './language';
import { pieceNameIn } from './pieceNames';

/**
 * The words a refused position's sentence gets for the field it is about: the field itself ("naval stack
 * 1", "the units of pending decision 3"), a verb agreeing with it (`verb('names', 'name')`), and how it
 * holds the pieces it names ("includes", "include" for a list, "is" for one piece).
 */
export interface FieldWords {
  readonly what: string;
  readonly verb: (one: string, many: string) => string;
  readonly holds: string;
}

const OPENING: Readonly<Record<Language, string>> = { en: 'Invalid position', es: 'Posición no válida' };
const WHERE: Readonly<Record<Language, string>> = { en: 'in the position', es: 'en la posición' };
const HOLDS: Readonly<Record<Language, Readonly<Record<ReturnType<typeof fieldHolds>, string>>>> = {
  en: { list: 'include', one: 'is', record: 'includes' },
  es: { list: 'incluyen', one: 'es', record: 'incluye' },
};

/**
 * A position refused for what is at `at` (a path: "naval.stacks.0", "pending.2.units"): the sentence leads
 * with the field or piece in a player's words, and the path follows it for a tester, as a schema refusal
 * says it (fileField.en.ts): "naval.stacks.0: …" was all the player read (issue 20).
 */
export function refusedIn(lang: Language, at: unknown, sentence: (what: string, words: FieldWords) => string): string {
  const path = String(at); // a test may hand anything
  const field = fileField(path);
  const what = lang === 'en' ? positionFieldEn(path) : positionFieldEs(path);
  const holds = fieldHolds(field);
  const words: FieldWords = { what, verb: (one, many) => (holds === 'list' ? many : one), holds: HOLDS[lang][holds] };
  return `${OPENING[lang]}: ${sentence(what, words)} (${WHERE[lang]}: ${technicalPath(path)})`;
}

/** A piece's id named as the player knows it, quoted when the counters do not know it ("Huáscar", "«cl-inf-napoleon»"). */
export function namedIn(lang: Language, id: unknown): string {
  const s = String(id);
  const name = pieceNameIn(lang, s);
  if (name !== s) return name;
  return lang === 'en' ? `"${s}"` : `«${s}»`;
}

const UNIT_IDS: ReadonlySet<string> = new Set(LAND_UNITS.map((u) => u.id));
const SHIP_IDS: ReadonlySet<string> = new Set(SHIPS.map((s) => s.id));

/**
 * A piece a record names, with its article, to stand in a sentence ("includes the 1st Buin regiment",
 * "incluye el buque Huáscar"); a Supply Column by its id, which is all that tells one from another; an id
 * that is no piece, quoted.
 */
export function thePieceIn(lang: Language, id: unknown): string {
  const s = String(id);
  const name = pieceNameIn(lang, s);
  // The Spanish names of land units are all "regimiento …" or "batallón …" (pieceNames.ts).
  if (UNIT_IDS.has(s)) return lang === 'en' ? `the ${name}` : `el ${name}`;
  if (SHIP_IDS.has(s)) return lang === 'en' ? `the ship ${name}` : `el buque ${name}`;
  if (/^sc-\d+$/.test(s)) return lang === 'en' ? `the Supply Column "${s}"` : `la columna logística «${s}»`;
  return namedIn(lang, s);
}
