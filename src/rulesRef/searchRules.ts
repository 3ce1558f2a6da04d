import { inRulebookWords } from './synonyms';
import type { RuleCase, RuleSection } from './types';

/** Lower case, accents removed, so "intercepcion" finds "intercepción". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Occurrences of `word` at the start of a word of `text` (so "ship" finds "ships", not "relationship"). */
const wordStarts = (text: string, word: string): number => text.match(new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}`, 'gu'))?.length ?? 0;

/** A bare number searches by id: '8.9' the case, '8' or '8.0' the whole section. */
function idQuery(q: string): ((c: RuleCase) => boolean) | null {
  const id = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(q);
  if (!id) return null;
  return (c) => (id[2] === undefined || id[2] === '0' ? c.id.startsWith(`${id[1]}.`) : c.id === `${id[1]}.${Number(id[2])}`);
}

/**
 * How well a case answers a search: 0 if a word of it is missing; else a word in the case's title
 * counts most, then a word in its own text (each time, a few times at most), then in the project's
 * interpretations; a word found only inside another word counts least. So "retreat" puts 8.10
 * Retreat first, not the first case that mentions retreating.
 */
export function caseScore(c: RuleCase, query: string): number {
  const q = fold(query.trim());
  if (q === '') return 1;
  const byId = idQuery(q);
  if (byId) return byId(c) ? 1 : 0;
  // A word the Spanish interface once used finds the case in the rulebook's word too ("matanza": Sin cuartel).
  const now = inRulebookWords(q);
  return now === q ? wordsScore(c, q) : Math.max(wordsScore(c, q), wordsScore(c, now));
}

/** caseScore of a folded search of words. */
function wordsScore(c: RuleCase, q: string): number {
  const title = fold(`${c.id} ${c.title}`);
  const body = fold(`${c.body.join(' ')} ${c.printings?.note ?? ''}`);
  const notes = fold(c.interpretations.map((i) => `${i.question} ${i.decision}`).join(' '));
  let score = 0;
  for (const word of q.split(/\s+/)) {
    const inTitle = wordStarts(title, word);
    const inBody = Math.min(wordStarts(body, word), 4);
    const inNotes = Math.min(wordStarts(notes, word), 2);
    const inside = title.includes(word) || body.includes(word) || notes.includes(word);
    if (inTitle + inBody + inNotes === 0 && !inside) return 0;
    score += (inTitle > 0 ? 20 : 0) + inBody * 3 + inNotes + (inside ? 1 : 0);
  }
  // The words together, as typed ("supply column"), in the title or the text.
  if (q.includes(' ')) score += (title.includes(q) ? 20 : 0) + (body.includes(q) ? 6 : 0);
  return score;
}

/**
 * The sections and cases a search shows: with no search, all of them in the rules' order; with one, the
 * matching cases, the best first (sections ordered by their best case, cases within by their score, ties
 * in the rules' order).
 */
export function searchRules(sections: readonly RuleSection[], query: string): { section: RuleSection; cases: RuleCase[] }[] {
  if (query.trim() === '') return sections.map((section) => ({ section, cases: [...section.cases] }));
  const scored = sections
    .map((section, order) => {
      const cases = section.cases.map((c, i) => ({ c, i, score: caseScore(c, query) })).filter((x) => x.score > 0);
      cases.sort((a, b) => b.score - a.score || a.i - b.i);
      return { section, order, best: cases[0]?.score ?? 0, cases: cases.map((x) => x.c) };
    })
    .filter((s) => s.cases.length > 0);
  scored.sort((a, b) => b.best - a.best || a.order - b.order);
  return scored.map(({ section, cases }) => ({ section, cases }));
}
