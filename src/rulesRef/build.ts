import { SECTION_CASES, SECTION_IDS, type CaseId, type SectionId } from './caseIds';
import { NOTE_PLACEMENT, type NoteKey } from './placement';
import type { Interpretation, PrintingsNote, RuleSection } from './types';

export interface NoteText {
  question: string;
  decision: string;
}

export interface CaseText {
  title: string;
  body: string[];
  printings?: PrintingsNote;
}

/** Everything one language supplies; the shape (ids, order, where each note goes) is shared. */
export interface LanguageText {
  sections: Record<SectionId, { title: string; intro?: string[] }>;
  cases: Record<CaseId, CaseText>;
  notes: Record<NoteKey, NoteText>;
}

function notesFor(id: CaseId | SectionId, notes: Record<NoteKey, NoteText>): Interpretation[] {
  return NOTE_PLACEMENT.filter((p) => (p.to as readonly string[]).includes(id)).map((p) => ({
    question: notes[p.key].question,
    decision: notes[p.key].decision,
    cites: p.cites,
  }));
}

/** Assembles one language's reference in the shared order, so EN and ES always have the same ids. */
export function buildSections(text: LanguageText): readonly RuleSection[] {
  return SECTION_IDS.map((sectionId) => {
    const section = text.sections[sectionId];
    const sectionNotes = (SECTION_CASES[sectionId] as readonly string[]).includes(sectionId) ? [] : notesFor(sectionId, text.notes);
    return {
      id: sectionId,
      title: section.title,
      ...(section.intro ? { intro: section.intro } : {}),
      ...(sectionNotes.length > 0 ? { interpretations: sectionNotes } : {}),
      cases: SECTION_CASES[sectionId].map((caseId) => {
        const c = text.cases[caseId];
        return {
          id: caseId,
          title: c.title,
          body: c.body,
          interpretations: notesFor(caseId, text.notes),
          ...(c.printings ? { printings: c.printings } : {}),
        };
      }),
    };
  });
}
