import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getMap } from '../engine';
import { RULES_EN } from './en';
import { RULES_ES } from './es';
import { CASE_IDS, SECTION_IDS, findCase, loadRules, resolveCaseId, rulesFor } from './index';
import { NOTE_PLACEMENT } from './placement';
import type { Interpretation, RuleSection } from './types';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RULES_DIR = join(ROOT, '..', 'shared', 'rules');
const RULES_EN_TXT = join(RULES_DIR, 'war-of-the-pacific-rules-en.txt');
const RULES_ES_TXT = join(RULES_DIR, 'war-of-the-pacific-rules-es.txt');

const EXPECTED_IDS = [
  '1.1', '1.2', '1.3',
  '2.1', '2.2', '2.3', '2.4', '2.5', '2.6', '2.7', '2.8',
  '3.1', '3.2', '3.3', '3.4', '3.5', '3.6',
  '4.1', '4.2',
  '5.1', '5.2', '5.3', '5.4', '5.5', '5.6',
  '6.1', '6.2', '6.3', '6.4', '6.5', '6.6',
  '7.1', '7.2', '7.3', '7.4', '7.5', '7.6', '7.7', '7.8', '7.9', '7.10',
  '8.1', '8.2', '8.3', '8.4', '8.5', '8.6', '8.7', '8.8', '8.9', '8.10', '8.11', '8.12',
  '9.0',
  '10.1', '10.2',
];

const caseIds = (sections: readonly RuleSection[]): string[] => sections.flatMap((s) => s.cases.map((c) => c.id));

describe('rules reference: structure', () => {
  it('covers every case 1.1–10.2 of the English rules, in order', () => {
    expect(caseIds(RULES_EN)).toEqual(EXPECTED_IDS);
    expect([...CASE_IDS]).toEqual(EXPECTED_IDS);
    expect(RULES_EN.map((s) => s.id)).toEqual([...SECTION_IDS]);
  });

  it('English and Spanish have exactly the same sections and case ids in the same order', () => {
    expect(RULES_ES.map((s) => s.id)).toEqual(RULES_EN.map((s) => s.id));
    expect(caseIds(RULES_ES)).toEqual(caseIds(RULES_EN));
  });

  it('both languages carry the same interpretations and printings notes under each case', () => {
    const shape = (sections: readonly RuleSection[]) =>
      sections.map((s) => ({
        id: s.id,
        intro: s.intro?.length ?? 0,
        notes: (s.interpretations ?? []).map((i) => i.cites),
        cases: s.cases.map((c) => ({ id: c.id, notes: c.interpretations.map((i) => i.cites), option: c.printings?.option ?? null, printings: !!c.printings })),
      }));
    expect(shape(RULES_ES)).toEqual(shape(RULES_EN));
  });

  it('every section and case has a title and a non-empty body; every interpretation says something', () => {
    for (const sections of [RULES_EN, RULES_ES]) {
      for (const s of sections) {
        expect(s.title.trim(), s.id).not.toBe('');
        for (const c of s.cases) {
          expect(c.title.trim(), c.id).not.toBe('');
          expect(c.body.length, c.id).toBeGreaterThan(0);
          for (const p of c.body) expect(p.trim().length, c.id).toBeGreaterThan(20);
          for (const i of [...c.interpretations, ...(s.interpretations ?? [])]) {
            expect(i.question.trim(), c.id).not.toBe('');
            expect(i.decision.trim(), c.id).not.toBe('');
          }
        }
      }
    }
  });

  it('notes where the printings disagree and names the option that picks the Spanish reading (rules-digest §3)', () => {
    const options = Object.fromEntries(RULES_EN.flatMap((s) => s.cases).filter((c) => c.printings).map((c) => [c.id, c.printings?.option ?? null]));
    expect(options).toEqual({
      '3.5': 'chileanSetupArtillery',
      '4.1': 'returnWithoutNadc',
      '7.2': 'returnWithoutNadc',
      '7.4': 'interceptionModifier',
      '8.1': 'stacking',
      '8.2': 'cavalryMovementBonus',
      '8.4': 'attritionAfterDropOffs',
      '9.0': null,
    });
  });
});

describe('rules reference: finding a cited case', () => {
  it.each([
    ['7.3', '7.3'],
    ['7.10', '7.10'],
    ['8.6 note', '8.6'],
    ['3.5 ES', '3.5'],
    ['3.5 (ES)', '3.5'],
    ['7.6 (project)', '7.6'],
    ['ES 7.5', '7.5'],
    ['4.1 III', '4.1'],
    ['8.2–8.6', '8.2'],
    ['3.4, 3.6, 9.0', '3.4'],
    ['8.12 example', '8.12'],
    ['rule-7-3', '7.3'],
    ['9.0', '9.0'],
    ['3.0', '3.0'],
    ['5.0', '5.0'],
    ['7.11', '7.0'],
  ])('%s → %s', (cite, id) => {
    expect(resolveCaseId(cite)).toBe(id);
    for (const sections of [RULES_EN, RULES_ES]) {
      const match = findCase(sections, cite);
      expect(match?.id).toBe(id);
      if (id.endsWith('.0') && id !== '9.0') expect(match?.ruleCase).toBeNull();
      else expect(match?.ruleCase?.id).toBe(id);
    }
  });

  it.each(['0', '', 'hex 3118', '11.1', '1879-1883', 'teleport'])('%s resolves to nothing', (cite) => {
    expect(resolveCaseId(cite)).toBeNull();
    expect(findCase(RULES_EN, cite)).toBeNull();
  });
});

function engineSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return engineSources(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('rules-reference links resolve', () => {
  const citations = new Map<string, string>(); // cite → first file citing it
  for (const file of engineSources(join(ROOT, 'src', 'engine'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\brule:\s*(['"`])([^'"`\n]+)\1/g)) {
      const cite = m[2] ?? '';
      if (!citations.has(cite)) citations.set(cite, file);
    }
    for (const m of text.matchAll(/^\s*(?:\/\/|\/\*\*?|\*)\s*((?:10|[1-9])\.\d{1,2}\b[^\n:]{0,20})/gm)) {
      const cite = (m[1] ?? '').trim();
      if (!citations.has(cite)) citations.set(cite, file);
    }
  }

  it('finds the engine’s rule citations (rule: strings and leading comment case numbers)', () => {
    expect(citations.size).toBeGreaterThan(50);
  });

  it('every case the engine cites opens a case or section of the reference, in both languages', () => {
    const broken = [...citations].filter(([cite]) => !findCase(RULES_EN, cite) || !findCase(RULES_ES, cite));
    expect(broken.map(([cite, file]) => `${cite} (${file.slice(ROOT.length)})`)).toEqual([]);
  });
});

interface NoteRow {
  cites: string;
  question: string;
  decision: string;
}

const norm = (s: string): string => s.replace(/\*\*/g, '').replace(/`/g, '').replace(/\s+/g, ' ').trim();

function rulesNotesRows(): NoteRow[] {
  const md = readFileSync(join(ROOT, 'docs', 'rules-notes.md'), 'utf8');
  const rows: NoteRow[] = [];
  for (const line of md.split('\n')) {
    if (!line.startsWith('|') || /^\|[-| ]+\|$/.test(line.trim())) continue;
    const cells = line.slice(1, line.lastIndexOf('|')).split(' | ').map((c) => c.trim());
    if (cells[0] === 'case') continue;
    rows.push({ cites: cells[0] ?? '', question: norm(cells[1] ?? ''), decision: norm(cells[2] ?? '') });
  }
  return rows;
}

describe('rules reference: the project interpretations (docs/rules-notes.md)', () => {
  const rows = rulesNotesRows();
  const same = (i: Interpretation, row: NoteRow): boolean => norm(i.question) === row.question && norm(i.decision) === row.decision;
  const all = RULES_EN.flatMap((s) => [...(s.interpretations ?? []), ...s.cases.flatMap((c) => c.interpretations)]);

  it('reads the tables', () => {
    expect(rows.length).toBeGreaterThan(100);
    expect(NOTE_PLACEMENT.length).toBe(rows.length);
  });

  it('every row appears (EN) under every case it cites', () => {
    const missing: string[] = [];
    for (const row of rows) {
      const ids = [...row.cites.matchAll(/(?<!\d)\d{1,2}\.\d{1,2}(?!\d)/g)].map((m) => m[0]);
      if (ids.length === 0) {
        if (!all.some((i) => same(i, row))) missing.push(`${row.cites} ${row.question}`);
        continue;
      }
      for (const id of ids) {
        const match = findCase(RULES_EN, id);
        const list = match?.ruleCase ? match.ruleCase.interpretations : (match?.section.interpretations ?? []);
        if (!list.some((i) => same(i, row))) missing.push(`${id} (row “${row.cites}”): ${row.question}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('no interpretation is stale: each one is a row of docs/rules-notes.md', () => {
    const stale = all.filter((i) => !rows.some((row) => same(i, row))).map((i) => i.question);
    expect(stale).toEqual([]);
  });
});

/** Words of a text, lower case, with punctuation and quote styles removed. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFC')
    .replace(/[’‘`´]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .split(' ')
    .filter((w) => w !== '' && w !== "'");
}

function runs(ws: readonly string[], n: number): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + n <= ws.length; i++) out.add(ws.slice(i, i + n).join(' '));
  return out;
}

/** An interpretation may quote the rules it interprets, marked by quotation marks; the quotes are not copying. */
const unquoted = (s: string): string => s.replace(/"[^"]*"|“[^”]*”|«[^»]*»/g, ' … ');

function referenceText(sections: readonly RuleSection[]): string[] {
  const notes = (list: readonly Interpretation[]) => list.flatMap((i) => [unquoted(i.question), unquoted(i.decision)]);
  return sections.flatMap((s) => [
    s.title,
    ...(s.intro ?? []),
    ...notes(s.interpretations ?? []),
    ...s.cases.flatMap((c) => [c.title, ...c.body, c.printings?.note ?? '', ...notes(c.interpretations)]),
  ]);
}

describe('rules reference: written in the project’s own words', () => {
  const RUN = 12;
  it.each([
    ['English', RULES_EN_TXT, RULES_EN],
    ['Spanish', RULES_ES_TXT, RULES_ES],
  ] as const)('no %s run of 12 words is copied from the rule book', (_name, file, sections) => {
    if (!existsSync(file)) {
      console.warn(`rules text not found (${file}); copy check skipped`);
      return;
    }
    const book = runs(words(readFileSync(file, 'utf8')), RUN);
    const copied: string[] = [];
    for (const paragraph of referenceText(sections)) {
      for (const run of runs(words(paragraph), RUN)) if (book.has(run)) copied.push(run);
    }
    expect(copied).toEqual([]);
  });
});

describe('rules reference: lazy loading', () => {
  it('index.ts reaches the texts only through dynamic import()', () => {
    const src = readFileSync(join(ROOT, 'src', 'rulesRef', 'index.ts'), 'utf8');
    expect(src).not.toMatch(/^import[^;]*from '\.\/(en|es)'/m);
    expect(src).toMatch(/import\('\.\/en'\)/);
    expect(src).toMatch(/import\('\.\/es'\)/);
    const component = readFileSync(join(ROOT, 'src', 'rulesRef', 'RulesReference.tsx'), 'utf8');
    expect(component).not.toMatch(/from '\.\/(en|es)'/);
  });

  it('loadRules returns the language asked for and caches it; rulesFor only reads the cache', async () => {
    expect(rulesFor('es')).toBeNull();
    const es = await loadRules('es');
    expect(es).toBe(RULES_ES);
    expect(rulesFor('es')).toBe(RULES_ES);
    expect(await loadRules('en')).toBe(RULES_EN);
    expect(await loadRules('es')).toBe(es);
  });
});

describe('the objectives the reference lists are the map\'s', () => {
  it('5.1 the total VP it gives is the map\'s (it said 25 with Calama and Pisagua at 1 each; the map has 23)', () => {
    const total = Object.values(getMap().hexes).reduce((sum, h) => sum + (h.town?.vp ?? 0), 0);
    for (const [rules, unit] of [[RULES_EN, 'VP in all'], [RULES_ES, 'PV en total']] as const) {
      const text = JSON.stringify(rules);
      const said = new RegExp(`(\\d+) ${unit}`).exec(text);
      expect(said, unit).not.toBeNull();
      expect(Number(said![1])).toBe(total);
    }
  });
});

