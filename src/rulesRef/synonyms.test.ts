import { describe, expect, it } from 'vitest';
import { RULES_EN } from './en';
import { RULES_ES } from './es';
import { searchRules } from './searchRules';
import { inRulebookWords } from './synonyms';

const found = (query: string, sections = RULES_ES) => searchRules(sections, query).flatMap((s) => s.cases.map((c) => c.id));

/**
 * The Spanish interface took the Spanish rulebook's words (QA round 7: "Sin cuartel", not "Matanza"); a
 * player who searches the rules for a word the game once used still lands on the case.
 */
describe('searching the Spanish rules for a word the game used before it took the rulebook\'s', () => {
  it('finds the case that uses the rulebook\'s word, as the rulebook\'s word does', () => {
    expect(found('matanza').slice(0, 3)).toContain('8.9');
    expect(found('mermada').slice(0, 3)).toContain('6.2');
    expect(found('reforzar').slice(0, 3)).toContain('6.2');
    const pairs = [
      ['matanza', 'sin cuartel'],
      ['trincheras', 'reductos'],
      ['líder inspirador', 'comandante heroico'],
      ['mermada', 'desgastada'],
      ['reforzar', 'reponer'],
      ['columna de suministro', 'columna logística'],
      ['Columnas de Suministro', 'columnas logísticas'],
      ['incursión', 'raid'],
      ['averiado', 'dañado'],
      ['escalón', 'paso'],
    ];
    for (const [former, now] of pairs) {
      expect(found(now!).length, now).toBeGreaterThan(0);
      expect(found(former!).slice(0, 3), former).toEqual(found(now!).slice(0, 3));
    }
    expect(found('hexágono').length).toBeGreaterThan(10);
  });

  it('the rulebook\'s own words, and the English, search as before', () => {
    expect(inRulebookWords('sin cuartel')).toBe('sin cuartel');
    expect(inRulebookWords('matanza')).toBe('sin cuartel');
    expect(inRulebookWords('columnas de suministro mermadas')).toBe('columnas logisticas desgastad');
    expect(found('sin cuartel')[0]).toBe('8.9');
    expect(found('replenish', RULES_EN)[0]).toBe('6.2');
  });
});
