import { describe, expect, it } from 'vitest';
import { RULES_EN } from './en';
import { RULES_ES } from './es';
import { caseScore, searchRules } from './searchRules';

const first = (query: string, sections = RULES_EN) => searchRules(sections, query).flatMap((s) => s.cases.map((c) => c.id));

describe('searching the rules reference: the best match first', () => {
  it('a word puts the case named by it first (it showed the cases in the rules\' order, 2.x before 8.10)', () => {
    expect(first('retreat')[0]).toBe('8.10');
    expect(first('interception')[0]).toBe('7.3');
    expect(first('attrition')[0]).toBe('8.3');
    expect(first('initiative')[0]).toBe('8.8');
    expect(first('replenish')[0]).toBe('6.2');
    expect(first('stacking')[0]).toBe('8.1');
    expect(first('provisions')[0]).toBe('7.8');
  });

  it('every word must be there; accents are ignored; in Spanish too', () => {
    expect(first('run the blockade').length).toBeGreaterThan(0);
    expect(first('xyzzy')).toEqual([]);
    expect(first('retirada', RULES_ES)[0]).toBe('8.10');
    expect(first('intercepcion', RULES_ES)[0]).toBe('7.3');
  });

  it('a number searches by case or section; no search shows every section in order', () => {
    expect(first('8.9')).toEqual(['8.9']);
    expect(new Set(first('7').map((id) => id.split('.')[0]))).toEqual(new Set(['7']));
    expect(searchRules(RULES_EN, '').map((s) => s.section.id)).toEqual(RULES_EN.map((s) => s.id));
  });

  it('a word at the start of a word counts more than one inside another word', () => {
    const c = { id: '9.9', title: 'Test', body: ['ships sail'], interpretations: [] };
    const d = { id: '9.9', title: 'Test', body: ['relationship'], interpretations: [] };
    expect(caseScore(c, 'ship')).toBeGreaterThan(caseScore(d, 'ship'));
    expect(caseScore(d, 'ship')).toBeGreaterThan(0);
  });
});
