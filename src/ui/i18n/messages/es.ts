/** Spanish contractions before a place name that may start with the article "el" ("el cajetín Chile"). */
export const de = (place: string): string => (place.startsWith('el ') ? `del ${place.slice(3)}` : `de ${place}`);
export const a = (place: string): string => (place.startsWith('el ') ? `al ${place.slice(3)}` : `a ${place}`);

const NBSP = '\u00a0';
/**
 * A hex by its number after a word takes the article ("Entrar en el hex 3222", "ataca el hex 3318",
 * "en el hex 2815 y el hex 2714"), unless that word is one already; at the start of a text, or of a list
 * item, it stands bare, and a label that opens with it takes a capital ("Hex 3118: 50 %").
 */
const HEX_AFTER_WORD = /(?<![\p{L}\p{N}])(\p{L}+) hex (\d{4})(?!\p{N})/gu;
const DETERMINERS: ReadonlySet<string> = new Set(['el', 'al', 'del', 'un', 'ese', 'este', 'aquel', 'cada', 'su', 'otro', 'hex']);
/** "de el" and "a el", which Spanish always contracts ("del cajetín Chile", "al hex 3118"); "El" of a name is left alone. */
const CONTRACTION = /(?<![\p{L}\p{N}])([Dd]e|[Aa]) el(?![\p{L}\p{N}])/gu;

/**
 * The Spanish text as it is shown (`fragment`: a place's name to be put into another text), once its placeholders are filled (QA round 7): a place's name is put
 * into a sentence without knowing what it is — a town ("Lima (2008)"), a bare hex ("hex 3118") or the
 * box ("el cajetín Chile") — so the sentence gets its article and its contractions here ("Entrar en el
 * hex 3222", "columna logística del cajetín Chile", not "en hex 3222", "de el cajetín"); a percent takes
 * its space, a non-breaking one ("17 %"), and the odds lists keep "(1 PM)" and "2: 20 %" on one line.
 */
export function finishEs(text: string, fragment = false): string {
  // A text that opens with "el Callao" opens with a capital ("El Callao (2007): ¿cuál?"); a place's own
  // name, put into another text, does not ("en Lima (2008) o el Callao (2007)").
  const opened = fragment ? text : text.replace(/^el (?=\p{Lu})/u, 'El ');
  return opened
    .replace(HEX_AFTER_WORD, (m, word: string, hex: string) => (DETERMINERS.has(word.toLowerCase()) ? m : `${word} el hex ${hex}`))
    .replace(/^hex (?=\d{4}:)/, 'Hex ')
    .replace(CONTRACTION, (_m, prep: string) => `${prep}l`)
    .replace(/(\d)[ \u00a0\u202f]?%/g, `$1${NBSP}%`)
    .replace(/\((\d+) (PM|PV)\)/g, `($1${NBSP}$2)`)
    .replace(/(?<!\d)(\d{1,2}\+?): (?=\d+\u00a0%)/g, `$1:${NBSP}`);
}
