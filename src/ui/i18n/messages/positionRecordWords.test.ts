import { describe, expect, it } from 'vitest';
import { newGame } from '../../../engine/newGame';
import { loadPosition } from '../../../engine/position/loadPosition';
import { savePosition } from '../../../engine/position/savePosition';
import type { Language } from './language';
import { sayIn } from './say';

/**
 * Issue 20: a position refused for one of its records — a naval stack, the naval combat, the land battle,
 * a landing, a pending decision — names the record in a player's words, in both languages ("naval stack 1
 * includes the ship Huáscar, …", "la flotilla 1 incluye el buque Huáscar, …"), the raw path
 * ("naval.stacks.0") kept only after the sentence, for a tester, as the piece checks do (positionField.test.ts).
 */
const position = savePosition(newGame({ seed: 'record-words' }));
type Loose = Record<string, unknown> & { naval: Record<string, unknown> };
const refusal = (edit: (p: Loose) => void, lang: Language = 'en'): string => {
  const p = structuredClone(position) as unknown as Loose;
  edit(p);
  const r = loadPosition(p);
  if (r.ok) throw new Error('expected a refusal');
  return sayIn(lang, r.error.message);
};
const stack = (ships: unknown[], side = 'chile') => ({ id: 's1', side, ships, area: null, status: 'waiting', at: { kind: 'hex', hex: '3123' }, sailed: [], route: [], checks: [], immuneTo: [] });
const withStack = (ships: unknown[], side?: string) => (p: Loose) => void (p.naval.stacks = [stack(ships, side)]);

describe("a refused position's records in the player's words (issue 20)", () => {
  it("the schema's refusal of one ship of a stack counts the ship and the stack from 1 (fileField)", () => {
    expect(refusal(withStack(['cl-ship-cochrane', 7]))).toBe('Invalid position: ship 2 of naval stack 1 ("7") is not the kind of value it should be. (in the position: naval.stacks[0].ships[1])');
    expect(refusal(withStack(['cl-ship-cochrane', 7]), 'es')).toBe('Posición no válida: el buque 2 de la flotilla 1 («7») no es del tipo de valor que debería. (en la posición: naval.stacks[0].ships[1])');
  });

  it('an Allied stack in the Chile Holding Box names the stack (it was "a field")', () => {
    const inBox = (p: Loose) => void (p.naval.stacks = [{ ...stack(['pe-ship-huascar'], 'allied'), at: { kind: 'holdingBox' } }]);
    expect(refusal(inBox)).toBe('Invalid position: naval stack 1 is in the Chile Holding Box but is not Chilean (2.4). (in the position: naval.stacks[0])');
    expect(refusal(inBox, 'es')).toBe('Posición no válida: la flotilla 1 está en el cajetín Chile pero no es de Chile (2.4). (en la posición: naval.stacks[0])');
  });
});
