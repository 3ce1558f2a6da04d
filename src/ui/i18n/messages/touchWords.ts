import type { Language } from './language';

/**
 * On a device worked by touch (a tablet passed across the table, a phone), the interface says "tap",
 * not "click" ("toca", not "haz clic"): its prompts spoke of clicking to a player with no mouse
 * (left open in the table QA rounds). Each rule rewrites one turn of phrase; the English ones keep the
 * word's ending and capital, the Spanish ones its grammar ("haz clic en un hex" → "toca un hex",
 * "haz clic en ella" → "tócala", "(clic para retirarlo)" → "(toca para retirarlo)", the noun "un clic" → "un toque").
 */
const ES: readonly (readonly [RegExp, string])[] = [
  [/\bhaz clic otra vez en ella\b/g, 'tócala otra vez'],
  [/\bHaz clic otra vez en ella\b/g, 'Tócala otra vez'],
  [/\bhaz clic en ella\b/g, 'tócala'],
  [/\bHaz clic en ella\b/g, 'Tócala'],
  [/\bhaz clic en él\b/g, 'tócalo'],
  [/\bvuelve a hacer clic en\b/g, 'vuelve a tocar'],
  [/\bhacer clic en\b/g, 'tocar'],
  [/\bhaz clic otra vez en\b/g, 'toca otra vez'],
  [/\bHaz clic otra vez en\b/g, 'Toca otra vez'],
  [/\bhaz clic otra vez\b/g, 'toca otra vez'],
  [/\bHaz clic otra vez\b/g, 'Toca otra vez'],
  [/\bhaz clic en\b/g, 'toca'],
  [/\bHaz clic en\b/g, 'Toca'],
  [/\bhaz clic\b/g, 'toca'],
  [/\bHaz clic\b/g, 'Toca'],
  // "clic" as an order, opening a clause: "(clic para retirarlo)", "(clic: también se mueve)" → "(toca para
  // retirarlo)", "(toca: también se mueve)"; it read "toque", usted's imperative, to a player addressed as tú.
  [/(^|[(¡¿]|[.;:,—–] )clic(?= para\b|:)/g, '$1toca'],
  [/(^|[(¡¿]|[.;:,—–] )Clic(?= para\b|:)/g, '$1Toca'],
  // "clic" the noun ("un clic en un hex", "como un clic") is "un toque".
  [/\bclics\b/g, 'toques'],
  [/\bclic\b/g, 'toque'],
];

/** "Haz clic en X, o en su nombre" said "toca X, o en su nombre": the "en" that went with the click goes too. */
const ES_AFTER: readonly (readonly [RegExp, string])[] = [
  [/, o en su /g, ', o su '],
  [/\(o en su /g, '(o su '],
  [/ y luego en (el|la|los|las|un|una) /g, ' y luego $1 '],
  [/; otra vez en su /g, '; otra vez su '],
];

const EN_ENDINGS: Readonly<Record<string, string>> = { '': 'tap', s: 'taps', ed: 'tapped', ing: 'tapping' };

function tapEn(text: string): string {
  return text.replace(/\b([Cc])lick(s|ed|ing)?\b/g, (_m, c: string, ending: string | undefined) => {
    const word = EN_ENDINGS[ending ?? '']!;
    return c === 'C' ? word[0]!.toUpperCase() + word.slice(1) : word;
  });
}

/** `text` as said to a player using touch, in its language. */
export function touchWords(text: string, lang: Language): string {
  if (lang === 'es') {
    const tapped = ES.reduce((s, [from, to]) => s.replace(from, to), text);
    return tapped === text ? text : ES_AFTER.reduce((s, [from, to]) => s.replace(from, to), tapped);
  }
  return tapEn(text);
}
