import { describe, expect, it } from 'vitest';
import { neighbours } from '../hex';
import { fitAnchors, project, snap } from '../../../scripts/map/fit';
import { TOWNS } from '../../../scripts/map/places';
import { getMap } from './getMap';
import { hasHexside } from './hexside';
import { townHex } from './townHexes';
import { MAP_EXTENT } from './extent';
import { NAVAL_AREAS, type Terrain } from './types';

const TERRAINS: readonly Terrain[] = ['sea', 'lake', 'clear', 'rough', 'mountain', 'desert', 'saltDesert'];
/** The 8.6 chart's land terrains (issue 21: no clear). */
const CHART_LAND: readonly Terrain[] = ['rough', 'mountain', 'desert', 'saltDesert'];

describe('terrain (8.6, 8.9)', () => {
  const map = getMap();
  const hexes = Object.values(map.hexes);

  it('2.1: every hex of the extent is on the map, with a known terrain', () => {
    const n = (MAP_EXTENT.maxCol - MAP_EXTENT.minCol + 1) * (MAP_EXTENT.maxRow - MAP_EXTENT.minRow + 1);
    expect(hexes).toHaveLength(n);
    for (const h of hexes) {
      expect(TERRAINS).toContain(h.terrain);
      expect(map.hexes[h.id]).toBe(h);
      if (h.seaArea) expect(NAVAL_AREAS).toContain(h.seaArea);
    }
  });

  it('2.1: the map runs from north of Trujillo to the Holding Box entries, ocean in the west', () => {
    const trujillo = townHex(map, 'Trujillo')!;
    expect(Number(trujillo.slice(2))).toBeGreaterThan(MAP_EXTENT.minRow);
    expect(map.hexes['3130']?.terrain).not.toBe('sea');
    expect(map.hexes['3231']?.terrain).not.toBe('sea');
    for (let row = MAP_EXTENT.minRow; row <= MAP_EXTENT.maxRow; row++) {
      expect(map.hexes[`${MAP_EXTENT.minCol}${String(row).padStart(2, '0')}`]?.terrain).toBe('sea');
    }
  });

  it('8.6: every land hex is one of the chart\'s types — rough, mountain, desert, salt desert — and each is used', () => {
    const land = hexes.filter((h) => h.terrain !== 'sea' && h.terrain !== 'lake');
    expect(land.filter((h) => !CHART_LAND.includes(h.terrain)).map((h) => h.id)).toEqual([]);
    for (const t of [...CHART_LAND, 'sea', 'lake'] as const) expect(hexes.some((h) => h.terrain === t)).toBe(true);
  });

  it('8.6 (open-terrain option): the map as first drawn, clear valleys and altiplano and its first VP, the rest unchanged', () => {
    const open = getMap({ openTerrain: true });
    const clear = Object.values(open.hexes).filter((h) => h.terrain === 'clear');
    expect(clear.length).toBe(92);
    for (const id of ['3115', '3116', '3015', '3217', '2008', '3513']) expect(open.hexes[id]!.terrain, id).toBe('clear');
    for (const h of hexes) {
      const o = open.hexes[h.id]!;
      // only the terrain differs, and the VP of Calama and Pisagua (5.1, the calibration with 5.5)
      const town = h.town && o.town ? { town: { ...o.town, vp: h.town.vp } } : {};
      expect({ ...o, terrain: h.terrain, ...town }).toEqual(h);
      if (h.terrain === 'sea' || h.terrain === 'lake') expect(o.terrain).toBe(h.terrain);
    }
    expect(getMap({ openTerrain: false })).toBe(map);
    expect(getMap({ openTerrain: true })).toBe(open);
  });

  it('8.6: the irrigated valleys are desert on the chart, their rivers drawn as hexsides (Lima, Ilo, Arica, Pisco, Trujillo)', () => {
    for (const town of ['Lima', 'Ilo', 'Arica', 'Pisco', 'Trujillo']) expect(map.hexes[townHex(map, town)!]!.terrain, town).toBe('desert');
    for (const town of ['Lima', 'Arica', 'Trujillo']) {
      const h = townHex(map, town)!;
      expect(map.rivers.some(([a, b]) => a === h || b === h), town).toBe(true);
    }
  });

  it('8.6: the altiplano and puna are rough, its salars salt desert (Puno, Oruro; Uyuni, Coipasa)', () => {
    for (const town of ['Puno', 'Oruro']) expect(map.hexes[townHex(map, town)!]!.terrain, town).toBe('rough');
    expect(['3518', '3519', '3618'].map((h) => map.hexes[h]!.terrain)).toEqual(['saltDesert', 'saltDesert', 'saltDesert']);
  });

  it('8.6 note: hex 3515 is land and its water is river hexsides, never impassable', () => {
    expect(['sea', 'lake']).not.toContain(map.hexes['3515']?.terrain);
    expect(map.rivers.filter(([a, b]) => a === '3515' || b === '3515').length).toBeGreaterThan(0);
    expect(map.impassable.some(([a, b]) => a === '3515' || b === '3515')).toBe(false);
  });

  it('Lake Titicaca is lake between Puno and La Paz; the Desaguadero leaves it as a river', () => {
    const lakes = hexes.filter((h) => h.terrain === 'lake').map((h) => h.id);
    expect(lakes.length).toBeGreaterThan(0);
    for (const id of lakes) expect(Number(id.slice(0, 2))).toBeGreaterThanOrEqual(31);
    expect(map.rivers.length).toBeGreaterThan(20);
  });

  it('the salars of Uyuni are salt desert', () => {
    expect(hexes.filter((h) => h.terrain === 'saltDesert').length).toBeGreaterThanOrEqual(3);
  });

  it('town altitudes agree with their terrain where the town stands in its own hex (the area method of docs/map.md)', () => {
    // A hex is classified from its whole area (8.6: a city does not change its hex's terrain). Where the
    // fit put a town in its own hex, its altitude agrees: below 700 m a coastal town is in desert or on
    // the lower slope (rough); above 2,500 m the sierra, altiplano or cordillera (rough, mountain) —
    // except in the Atacama south of 21°S, where the desert climbs to 3,000 m (Calama, Caracoles).
    // A town moved out of its own hex (docs/map.md §4) stands for the country of the hex it was given.
    const fit = fitAnchors();
    const allowed = (m: number, lat: number): readonly Terrain[] =>
      m < 700 ? ['desert', 'rough'] : m < 2500 || lat < -21 ? CHART_LAND : ['rough', 'mountain'];
    const own = TOWNS.filter((t) => t.altitude !== undefined && snap(project(fit, t)) === townHex(map, t.name));
    expect(own.length).toBeGreaterThanOrEqual(10);
    const wrong = own
      .map((t) => ({ name: t.name, terrain: map.hexes[townHex(map, t.name)!]!.terrain, altitude: t.altitude!, lat: t.lat }))
      .filter((t) => !allowed(t.altitude, t.lat).includes(t.terrain));
    expect(wrong).toEqual([]);
  });

  it('8.6: rivers lie on hexsides between two adjacent land hexes', () => {
    for (const [a, b] of map.rivers) {
      expect(a < b).toBe(true);
      expect(neighbours(a)).toContain(b);
      for (const h of [a, b]) expect(['sea', 'lake']).not.toContain(map.hexes[h]?.terrain);
    }
  });

  it('8.6: impassable hexsides lie between two land hexes (across lake water)', () => {
    expect(map.impassable.length).toBeGreaterThan(0);
    for (const [a, b] of map.impassable) {
      expect(neighbours(a)).toContain(b);
      for (const h of [a, b]) expect(['sea', 'lake']).not.toContain(map.hexes[h]?.terrain);
    }
  });

  it('every land hex can be reached from Lima by land (no island cut off)', () => {
    const land = (id: string) => {
      const t = map.hexes[id]?.terrain;
      return t !== undefined && t !== 'sea' && t !== 'lake';
    };
    const start = '2008';
    const seen = new Set([start]);
    const queue = [start];
    while (queue.length > 0) {
      const h = queue.pop()!;
      for (const n of neighbours(h)) {
        if (!seen.has(n) && land(n) && !hasHexside(map.impassable, h, n)) {
          seen.add(n);
          queue.push(n);
        }
      }
    }
    expect(hexes.filter((h) => land(h.id) && !seen.has(h.id)).map((h) => h.id)).toEqual([]);
  });

  it('the Chile Holding Box links: land via 3130 and 3231 (8.6), sea via area I (2.4)', () => {
    expect(map.holdingBox).toEqual({ landEntries: ['3130', '3231'], navalArea: 'I' });
  });
});
