/**
 * The words the Spanish interface used before it took the Spanish rulebook's (QA round 7; the glossary is
 * at the top of src/ui/i18n/messages/lexicon.es.ts), each with the rulebook's word, so that a player who
 * searches the rules for the old word ("matanza", "mermada", "columna de suministro") still lands on the
 * case. Folded as the search folds (lower case, no accents). A phrase is replaced where it stands in the
 * search; a single word replaces every search word it begins ("merm": "mermada", "mermado"), by a word
 * the rules' own words begin with ("desgastad": "desgastada", "desgastadas"; not "desgaste", attrition).
 */
export const FORMER_WORDS: readonly (readonly [former: string, now: string])[] = [
  ['columnas de suministro', 'columnas logisticas'],
  ['columna de suministro', 'columna logistica'],
  ['lider inspirador', 'comandante heroico'],
  ['suministro', 'logistica'],
  ['trinchera', 'reducto'],
  ['matanza', 'sin cuartel'],
  ['merm', 'desgastad'],
  ['reforz', 'repon'],
  ['hexagono', 'hex'],
  ['escalon', 'paso'],
  ['incursion', 'raid'],
  ['averiad', 'danad'],
  ['interceptacion', 'intercepcion'],
];

/** A folded search in the rulebook's words: its former words replaced (the search itself when it has none). */
export function inRulebookWords(folded: string): string {
  let q = folded;
  for (const [former, now] of FORMER_WORDS) if (former.includes(' ')) q = q.split(former).join(now);
  return q
    .split(/\s+/)
    .map((word) => FORMER_WORDS.find(([former]) => !former.includes(' ') && word.startsWith(former))?.[1] ?? word)
    .join(' ');
}
