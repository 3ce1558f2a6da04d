import type { RulesOptions } from '../engine/rules/options';

/** One decision of docs/rules-notes.md, shown under the case(s) it cites, marked "Project interpretation". */
export interface Interpretation {
  question: string;
  decision: string;
  /** The rules-notes "case" column it came from, e.g. '7.4 / 7.9' ('—' for general notes). */
  cites?: string;
}

/** Where the English and Spanish printings disagree (rules-digest §3), and the rules option that picks the Spanish reading. */
export interface PrintingsNote {
  note: string;
  /** The rules option selecting the Spanish reading, if there is one (src/engine/rules/options.ts). */
  option?: keyof RulesOptions;
}

export interface RuleCase {
  /** '7.3' */
  id: string;
  title: string;
  /** Paragraphs, in the project's own words. */
  body: string[];
  interpretations: Interpretation[];
  printings?: PrintingsNote;
}

export interface RuleSection {
  /** '7.0' */
  id: string;
  title: string;
  cases: RuleCase[];
  /** A short note at the head of the section (e.g. 3.0 hex control, 10.0 optional rules). */
  intro?: string[];
  /** Interpretations that cite the section itself ('3.0'), not one of its cases. */
  interpretations?: Interpretation[];
}

export type RulesLang = 'en' | 'es';
