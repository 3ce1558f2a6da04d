import { describe, expect, it } from 'vitest';
import { getMap } from './getMap';
import { townHex, townHexes } from './townHexes';

const vp = (names: readonly string[]) => {
  const map = getMap();
  return names.reduce((s, n) => s + (map.hexes[townHex(map, n)!]?.town?.vp ?? Number.NaN), 0);
};

/** Towns Chile held at each victory check in the real war (docs/map.md). */
const HELD_T5 = ['Antofagasta', 'Mejillones', 'Cobija', 'Tocopilla', 'Calama', 'Caracoles', 'Pisagua', 'Iquique', 'La Noria', 'Tarapacá'];
const HELD_T9 = [...HELD_T5, 'Ilo', 'Moquegua', 'Tacna', 'Arica'];
const HELD_T12 = [...HELD_T9, 'Pisco', 'Ica', 'Cerro Azul', 'Lima', 'Callao', 'Ancón', 'Chancay'];

describe('Victory Points (5.1–5.6)', () => {
  it('5.1: Arica is worth 2 VP', () => {
    expect(vp(['Arica'])).toBe(2);
  });
  it('ES 5.6 example: Tacna + Arequipa + Iquique + Arica = 7 VP', () => {
    expect(vp(['Tacna', 'Arequipa', 'Iquique', 'Arica'])).toBe(7);
  });
  it('3.5: Antofagasta, Chilean from the start, is worth nothing', () => {
    expect(vp(['Antofagasta'])).toBe(0);
  });
  it('5.2: the historical turn 5 (Tarapacá taken) is between sudden death (2) and victory (6)', () => {
    expect(vp(HELD_T5)).toBeGreaterThanOrEqual(2);
    expect(vp(HELD_T5)).toBeLessThan(6);
  });
  it('5.3/5.6: the historical turn 9 (Tacna, Arica) makes Bolivia quit (7) but is short of victory (8)', () => {
    expect(vp(HELD_T9)).toBe(7);
  });
  it('5.4: the historical turn 12 (Lima) is a Chilean victory by the narrowest margin (18)', () => {
    expect(vp(HELD_T12)).toBe(18);
  });
  it('5.4: Lima and Callao together are worth more than half of the 18 VP Chile needs', () => {
    expect(vp(['Lima', 'Callao'])).toBe(10);
  });
  it('Chilean towns are no objectives for Chile', () => {
    expect(townHexes(getMap(), 'chile').every((t) => t.town.vp === 0)).toBe(true);
  });
});
