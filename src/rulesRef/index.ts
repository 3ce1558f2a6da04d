/**
 * The in-app rules reference (issue 11): cases 1.1–10.2 in the project's own words, in English and
 * Spanish, with the project's interpretations (docs/rules-notes.md) marked as such.
 *
 * The text is lazy-loaded: en.ts / es.ts are reached only through the dynamic imports in `loadRules`, so
 * the bundler splits each into its own chunk and neither is in the initial JS. Everything else exported
 * here (ids, citation resolving, anchors) is small and synchronous, so log entries, prompts and errors can
 * build their links before any text has been loaded.
 */
import { CASE_IDS, SECTION_CASES, SECTION_IDS, type CaseId, type SectionId } from './caseIds';
import type { RuleCase, RuleSection, RulesLang } from './types';

export { CASE_IDS, SECTION_IDS };
export type { CaseId, SectionId };
export type { Interpretation, PrintingsNote, RuleCase, RuleSection, RulesLang } from './types';

const loaded: Partial<Record<RulesLang, readonly RuleSection[]>> = {};

/** Loads (once) and returns the reference in `lang`. Each language is a separate lazy chunk. */
export async function loadRules(lang: RulesLang): Promise<readonly RuleSection[]> {
  const cached = loaded[lang];
  if (cached) return cached;
  const sections = lang === 'es' ? (await import('./es')).RULES_ES : (await import('./en')).RULES_EN;
  loaded[lang] = sections;
  return sections;
}

/** The reference in `lang` if `loadRules(lang)` has already finished, else null (never triggers a load). */
export function rulesFor(lang: RulesLang): readonly RuleSection[] | null {
  return loaded[lang] ?? null;
}

const CASE_SET: ReadonlySet<string> = new Set(CASE_IDS);
const SECTION_SET: ReadonlySet<string> = new Set(SECTION_IDS);

/**
 * The canonical id a citation points at: a case id ('7.3') or, when only the section is known or cited,
 * a section id ('3.0'). Accepts the forms used across the project: '7.3', '8.6 note', '3.5 ES',
 * '3.5 (ES)', '7.6 (project)', 'ES 7.5', '4.1 III', '8.2–8.6', '3.4, 3.6, 9.0' (the first id counts),
 * 'rule-7-3' (an anchor). A case number the rules do not have ('7.11') falls back to its section.
 * Returns null when the text cites no known section at all.
 */
export function resolveCaseId(cite: string): CaseId | SectionId | null {
  const m = /(?<!\d)(\d{1,2})\s*[.-]\s*(\d{1,2})(?!\d)/.exec(cite);
  if (!m) return null;
  const major = Number(m[1]);
  const minor = Number(m[2]);
  const id = `${major}.${minor}`;
  if (CASE_SET.has(id)) return id as CaseId;
  const section = `${major}.0`;
  return SECTION_SET.has(section) ? (section as SectionId) : null;
}

/** The DOM id of a case ('rule-7-3') or of a section heading ('rules-section-3'). */
export function anchorFor(id: string): string {
  if (CASE_SET.has(id)) return `rule-${id.replace('.', '-')}`;
  return `rules-section-${id.split('.')[0] ?? id}`;
}

export interface CaseMatch {
  /** The canonical id found: a case id, or a section id when the citation names only the section. */
  id: string;
  /** The DOM id to scroll to in RulesReference (anchorFor(id)). */
  anchor: string;
  section: RuleSection;
  /** The case, or null when the match is a whole section (e.g. '3.0'). */
  ruleCase: RuleCase | null;
}

/** Finds the case (or section) a citation refers to in loaded sections; see resolveCaseId for the accepted forms. */
export function findCase(sections: readonly RuleSection[], cite: string): CaseMatch | null {
  const id = resolveCaseId(cite);
  if (!id) return null;
  for (const section of sections) {
    const ruleCase = section.cases.find((c) => c.id === id);
    if (ruleCase) return { id, anchor: anchorFor(id), section, ruleCase };
    if (section.id === id) return { id, anchor: anchorFor(id), section, ruleCase: null };
  }
  return null;
}

/** The case ids of one section, in order (no text needed). */
export function casesOfSection(section: SectionId): readonly CaseId[] {
  return SECTION_CASES[section];
}
