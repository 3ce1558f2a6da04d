import { describe, expect, it } from 'vitest';
import { en } from '../en';
import { es } from '../es';
import { touchWords } from './touchWords';

/** Every string of a table, flattened. */
/** A unit-choice button's Spanish label (panel.moving and its kin), its piece filled in. */
type UnitChoice = 'moving' | 'leftBehind' | 'attacking' | 'notAttacking';
const panelLabel = (key: UnitChoice, piece: string): string => es.panel[key].replace('{{piece}}', piece);

const strings = (table: unknown): string[] => (typeof table === 'string' ? [table] : table && typeof table === 'object' ? Object.values(table).flatMap(strings) : []);

describe('"tap", not "click", on a touch device', () => {
  it('English: each form of the word, its capital kept', () => {
    expect(touchWords('Click a lit hex; a click on it places it (clicked twice: clicking again takes it back; two clicks)', 'en')).toBe(
      'Tap a lit hex; a tap on it places it (tapped twice: tapping again takes it back; two taps)',
    );
  });

  it('Spanish: "haz clic en" becomes "toca", with its pronoun where it has one', () => {
    expect(touchWords('Una pieza colocada: haz clic en ella en el mapa para moverla.', 'es')).toBe('Una pieza colocada: tócala en el mapa para moverla.');
    expect(touchWords('Haz clic en un puerto resaltado; vuelve a hacer clic en la pila (clic para retirarlo). Un clic en un hex.', 'es')).toBe(
      'Toca un puerto resaltado; vuelve a tocar la pila (toca para retirarlo). Un toque en un hex.',
    );
    expect(touchWords('Haz clic otra vez para navegar; haz clic otra vez en su área.', 'es')).toBe('Toca otra vez para navegar; toca otra vez su área.');
    // The "en" that went with the click goes too, and only where a click was.
    expect(touchWords('Toma un hex (6.2): haz clic en un hex resaltado, o en su nombre aquí:', 'es')).toBe('Toma un hex (6.2): toca un hex resaltado, o su nombre aquí:');
    expect(touchWords('haz clic en una pila y luego en el área naval; haz clic en él; otra vez en su área para retirarlo.', 'es')).toBe('toca una pila y luego el área naval; tócalo; otra vez su área para retirarlo.');
    expect(touchWords('Desembarca, o en su defecto espera.', 'es')).toBe('Desembarca, o en su defecto espera.');
  });

  it('Spanish: "clic" as an order is "toca", as tú (it read "toque", usted\'s imperative); the noun stays "un toque"', () => {
    const tap = (key: UnitChoice, piece: string) => touchWords(panelLabel(key, piece), 'es');
    expect(tap('moving', 'regimiento Zepita')).toBe('✓ regimiento Zepita: se mueve (toca para que se quede)');
    expect(tap('leftBehind', 'regimiento Zepita')).toBe('regimiento Zepita: se queda (toca: también se mueve)');
    expect(tap('attacking', 'regimiento Zepita')).toBe('✓ regimiento Zepita: ataca (toca para que no ataque)');
    expect(tap('notAttacking', 'regimiento Zepita')).toBe('regimiento Zepita: no ataca (toca para que ataque)');
    expect(touchWords(es.navalTable.chit.given.replace('{{area}}', 'III').replace('{{turn}}', '4'), 'es')).toBe('NADC III para el turno 4 (toca para retirarlo)');
    expect(touchWords('Clic: se abre. Clic para cerrarla.', 'es')).toBe('Toca: se abre. Toca para cerrarla.');
    // The noun keeps "un toque", even before "para" or a colon.
    expect(touchWords(es.keys.enter, 'es')).toBe('Actuar en el hex del cursor (como un toque), o confirmar la opción resaltada');
    expect(touchWords('con un clic: hecho; un clic para abrirla', 'es')).toBe('con un toque: hecho; un toque para abrirla');
  });

  it('no string of the interface still says click or clic once rewritten', () => {
    expect(strings(en).map((s) => touchWords(s, 'en')).filter((s) => /click/i.test(s))).toEqual([]);
    expect(strings(es).map((s) => touchWords(s, 'es')).filter((s) => /\bclic|hacer clic|haz clic/i.test(s))).toEqual([]);
  });
});
