/**
 * A name that begins a line, a cell or a menu option, capitalised: the Spanish side's name is "los
 * Aliados" within a sentence (QA: it stood lowercase beside "Chile" in the players' list and in the
 * replay's "view as" menu).
 */
export function atLineStart(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}
