import { describe, expect, it } from 'vitest';
import { newGame } from '../../../engine/newGame';
import { loadPosition } from '../../../engine/position/loadPosition';
import { savePosition } from '../../../engine/position/savePosition';
import type { Language } from './language';
import { sayIn } from './say';

/**
 * Issue 20: a refused position names the field in a player's words, in both languages — the unit or ship
 * by its name, and what of it is wrong — with the raw path ("units.cl-inf-buin-1.location") kept only
 * after the sentence, for a tester, as a game file's refusals do (fileField.test.ts).
 */
const position = savePosition(newGame({ seed: 'position-words' }));
type Pieces = Record<string, Record<string, unknown>>;
type Edit = (p: { units: Pieces; ships: Pieces; turn: unknown }) => void;
const refusal = (edit: Edit, lang: Language = 'en'): string => {
  const p = structuredClone(position) as unknown as Parameters<Edit>[0];
  edit(p);
  const r = loadPosition(p);
  if (r.ok) throw new Error('expected a refusal');
  return sayIn(lang, r.error.message);
};

describe("a refused position in the player's words (issue 20)", () => {
  it('a place the schema refuses names the piece it is the place of', () => {
    const noHex: Edit = (p) => void (p.ships['pe-ship-huascar']!.location = { kind: 'hex' });
    expect(refusal(noHex)).toBe('Invalid position: the place of the ship Huáscar is missing. (in the position: ships["pe-ship-huascar"].location.hex)');
    expect(refusal(noHex, 'es')).toBe('Posición no válida: falta el lugar del buque Huáscar. (en la posición: ships["pe-ship-huascar"].location.hex)');
    const moon: Edit = (p) => void (p.units['cl-inf-buin-1']!.location = { kind: 'moon' });
    expect(refusal(moon)).toBe('Invalid position: the place of the unit 1st Buin regiment ("moon") has none of the forms allowed. (in the position: units["cl-inf-buin-1"].location.kind)');
    expect(refusal(moon, 'es')).toMatch(/^Posición no válida: el lugar de la unidad regimiento Buin 1\.º de Línea \(«moon»\) no tiene ninguna de las formas permitidas\./);
  });

  it('a missing plural field agrees with its verb in Spanish ("faltan los NADC", not "falta")', () => {
    const noNadc: Edit = (p) => void delete (p as unknown as { nadc: Record<string, unknown> }).nadc.chile;
    expect(refusal(noNadc, 'es')).toMatch(/^Posición no válida: faltan los NADC de Chile\./);
    expect(refusal((p) => void delete (p as { turn?: unknown }).turn, 'es')).toMatch(/^Posición no válida: falta el turno de juego\./);
  });

  it("a unit's steps and the game turn are named too", () => {
    const steps: Edit = (p) => void (p.units['cl-inf-buin-1']!.steps = 9);
    expect(refusal(steps)).toBe('Invalid position: the number of steps of the unit 1st Buin regiment ("9") is too large (at most 2). (in the position: units["cl-inf-buin-1"].steps)');
    expect(refusal(steps, 'es')).toBe('Posición no válida: el número de pasos de la unidad regimiento Buin 1.º de Línea («9») pasa del máximo (como máximo 2). (en la posición: units["cl-inf-buin-1"].steps)');
    expect(refusal((p) => void (p.turn = 99), 'es')).toBe('Posición no válida: el turno de juego («99») pasa del máximo (como máximo 12). (en la posición: turn)');
  });

  it("the position's own checks name the piece, not its path", () => {
    const offMap: Edit = (p) => void (p.units['cl-inf-buin-1']!.location = { kind: 'hex', hex: '0101' });
    expect(refusal(offMap)).toBe('Invalid position: the unit 1st Buin regiment is in hex 0101, which is not on the map. (in the position: units["cl-inf-buin-1"])');
    expect(refusal(offMap, 'es')).toBe('Posición no válida: la unidad regimiento Buin 1.º de Línea está en el hex 0101, que no está en el mapa. (en la posición: units["cl-inf-buin-1"])');
    const inland: Edit = (p) => void (p.ships['pe-ship-huascar']!.location = { kind: 'hex', hex: '3513' });
    expect(refusal(inland)).toBe('Invalid position: the ship Huáscar is in La Paz (3513), neither a sea hex nor a port (or other coastal hex) (7.6). (in the position: ships["pe-ship-huascar"])');
    expect(refusal(inland, 'es')).toMatch(/^Posición no válida: el buque Huáscar está en La Paz \(3513\), que no es de mar/);
    const unknown: Edit = (p) => void (p.units['cl-inf-napoleon'] = p.units['cl-inf-buin-1']!);
    expect(refusal(unknown)).toBe('Invalid position: there is no land unit "cl-inf-napoleon" in the counter manifest. (in the position: units["cl-inf-napoleon"])');
  });

  it('no refusal of a piece shows its raw path before the sentence', () => {
    const edits: Edit[] = [
      (p) => void (p.ships['pe-ship-huascar']!.location = { kind: 'hex' }),
      (p) => void (p.units['cl-inf-buin-1']!.location = { kind: 'hex', hex: '0101' }),
      (p) => void (p.ships['pe-ship-huascar']!.damaged = 3),
    ];
    for (const lang of ['en', 'es'] as const) for (const edit of edits) expect(refusal(edit, lang).split(' (in the position: ')[0]!.split(' (en la posición: ')[0]).not.toMatch(/units\.|ships\.|pe-ship|cl-inf|a field|un campo/);
  });
});
