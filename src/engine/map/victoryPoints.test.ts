import { describe, expect, it } from 'vitest';
import { getMap } from './getMap';
import { townHex, townHexes } from './townHexes';

const vp = (names: readonly string[], options?: { openTerrain: boolean }) => {
  const map = getMap(options);
  return names.reduce((s, n) => s + (map.hexes[townHex(map, n)!]?.town?.vp ?? Number.NaN), 0);
};

/** Towns Chile held at each victory check in the real war (docs/map.md). */
const HELD_T5 = ['Antofagasta', 'Mejillones', 'Cobija', 'Tocopilla', 'Calama', 'Caracoles', 'Pisagua', 'Iquique', 'La Noria', 'Tarapacá'];
const HELD_T9 = [...HELD_T5, 'Ilo', 'Moquegua', 'Tacna', 'Arica'];
const HELD_T12 = [...HELD_T9, 'Pisco', 'Ica', 'Cerro Azul', 'Lima', 'Callao', 'Ancón', 'Chancay'];

/**
 * 5.5 as history earned it: Huáscar lost at Angamos (turn 4) and Pilcomayo taken (turn 5), no Chilean
 * warship lost either turn; at Iquique (turn 2) Esmeralda and Independencia were lost, one each (no bonus).
 */
const BONUS_BY_T5 = 2;
const BONUS_BY_T9 = 2;
const BONUS_BY_T12 = 2;

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
  it('5.2 with 5.5: the historical turn 5 (Tarapacá taken, Huáscar and Pilcomayo lost) is a narrow miss, between sudden death (2) and victory (6)', () => {
    expect(vp(HELD_T5) + BONUS_BY_T5).toBe(4);
  });
  it('5.3/5.6 with 5.5: the historical turn 9 (Tacna, Arica) makes Bolivia quit (7) but is short of victory (8)', () => {
    expect(vp(HELD_T9) + BONUS_BY_T9).toBe(7);
  });
  it('5.4 with 5.5: the historical turn 12 (Lima) is a Chilean victory by the narrowest margin (18)', () => {
    expect(vp(HELD_T12) + BONUS_BY_T12).toBe(18);
  });
  it('issue 21: Calama and Pisagua are no objectives on the chart map; the map as first drawn (openTerrain) keeps its 1 VP each', () => {
    expect(vp(['Calama'])).toBe(0);
    expect(vp(['Pisagua'])).toBe(0);
    expect(vp(['Calama', 'Pisagua'], { openTerrain: true })).toBe(2);
    expect(vp(HELD_T5, { openTerrain: true })).toBe(4);
    expect(vp(HELD_T12, { openTerrain: true })).toBe(18);
  });
  it('5.4: Lima and Callao together are worth more than half of the 18 VP Chile needs', () => {
    expect(vp(['Lima', 'Callao'])).toBe(10);
  });
  it('Chilean towns are no objectives for Chile', () => {
    expect(townHexes(getMap(), 'chile').every((t) => t.town.vp === 0)).toBe(true);
  });
});
