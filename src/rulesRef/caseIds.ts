/**
 * The shape of the rules reference: every section and case of the English rules (1.1–10.2), in order.
 * Small and text-free, so index.ts can import it eagerly while the text itself is loaded lazily.
 */
export const SECTION_CASES = {
  '1.0': ['1.1', '1.2', '1.3'],
  '2.0': ['2.1', '2.2', '2.3', '2.4', '2.5', '2.6', '2.7', '2.8'],
  '3.0': ['3.1', '3.2', '3.3', '3.4', '3.5', '3.6'],
  '4.0': ['4.1', '4.2'],
  '5.0': ['5.1', '5.2', '5.3', '5.4', '5.5', '5.6'],
  '6.0': ['6.1', '6.2', '6.3', '6.4', '6.5', '6.6'],
  '7.0': ['7.1', '7.2', '7.3', '7.4', '7.5', '7.6', '7.7', '7.8', '7.9', '7.10'],
  '8.0': ['8.1', '8.2', '8.3', '8.4', '8.5', '8.6', '8.7', '8.8', '8.9', '8.10', '8.11', '8.12'],
  '9.0': ['9.0'],
  '10.0': ['10.1', '10.2'],
} as const;

export type SectionId = keyof typeof SECTION_CASES;
export type CaseId = (typeof SECTION_CASES)[SectionId][number];

export const SECTION_IDS: readonly SectionId[] = Object.keys(SECTION_CASES) as SectionId[];

/** Every case id, in rule-book order. */
export const CASE_IDS: readonly CaseId[] = SECTION_IDS.flatMap((s) => SECTION_CASES[s]);
