import { describe, expect, it } from 'vitest';
import { TOWNS } from '../../../scripts/map/places';
import { getMap } from './getMap';
import { adjoiningAreas, isCoastal } from './isCoastal';
import { townHex, townHexes } from './townHexes';

describe('towns, ports and forts (2.4, 3.2, 3.3, 9.0)', () => {
  const map = getMap();
  const towns = townHexes(map);

  it('2.4: every coastal town is a port, and every port is coastal', () => {
    for (const { hex, town } of towns) expect([town.name, town.port]).toEqual([town.name, isCoastal(map, hex)]);
  });

  it('2.4/7.6: every harbour a landing or raid could target is a port', () => {
    for (const name of ['Pisagua', 'Iquique', 'Arica', 'Ilo', 'Mollendo', 'Callao', 'Ancón', 'Chancay', 'Pisco', 'Chimbote', 'Trujillo', 'Antofagasta', 'Mejillones', 'Cobija', 'Tocopilla', 'Caldera']) {
      expect([name, map.hexes[townHex(map, name)!]?.town?.port]).toEqual([name, true]);
    }
  });

  it('2.4: inland towns are not ports (Lima excepted: its anchor hex 2008 touches the sea)', () => {
    for (const name of ['Tacna', 'Arequipa', 'Moquegua', 'Puno', 'La Paz', 'Oruro', 'Calama', 'Potosí', 'Huaraz', 'Jauja', 'Ica']) {
      expect([name, map.hexes[townHex(map, name)!]?.town?.port]).toEqual([name, false]);
    }
  });

  it('every port adjoins sea hexes of known naval areas', () => {
    for (const { hex, town } of towns.filter((t) => t.town.port)) expect([town.name, adjoiningAreas(map, hex).length > 0]).toEqual([town.name, true]);
  });

  it('every town of the source list is on the map, one town a hex', () => {
    expect(towns).toHaveLength(TOWNS.length);
    expect(new Set(towns.map((t) => t.town.name)).size).toBe(TOWNS.length);
  });

  it('1879 borders: Bolivia holds the Antofagasta coast, Peru Tarapacá and Tacna/Arica, Chile south of 24°S', () => {
    const nation = (n: string) => map.hexes[townHex(map, n)!]?.town?.nation;
    for (const n of ['Antofagasta', 'Mejillones', 'Cobija', 'Tocopilla', 'Calama', 'La Paz', 'Oruro']) expect([n, nation(n)]).toEqual([n, 'bolivia']);
    for (const n of ['Iquique', 'Pisagua', 'Arica', 'Tacna', 'Lima', 'Callao']) expect([n, nation(n)]).toEqual([n, 'peru']);
    for (const n of ['Taltal', 'Caldera', 'Copiapó']) expect([n, nation(n)]).toEqual([n, 'chile']);
  });

  it('3.2, 3.3, 9.0: forts at Callao, Iquique (R2), Arica (R4) and La Paz, nowhere else', () => {
    expect(towns.filter((t) => t.town.fort).map((t) => t.town.name).sort()).toEqual(['Arica', 'Callao', 'Iquique', 'La Paz']);
    for (const n of ['Callao', 'Iquique', 'Arica']) expect(map.hexes[townHex(map, n)!]?.town?.port).toBe(true);
  });

  it('6.4: Peru and Bolivia have cities to recruit in', () => {
    expect(townHexes(map, 'peru').length).toBeGreaterThan(10);
    expect(townHexes(map, 'bolivia').length).toBeGreaterThan(5);
  });
});
