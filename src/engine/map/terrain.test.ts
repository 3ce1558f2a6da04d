import { describe, expect, it } from 'vitest';
import { neighbours } from '../hex';
import { TOWNS } from '../../../scripts/map/places';
import { getMap } from './getMap';
import { hasHexside } from './hexside';
import { townHex } from './townHexes';
import { MAP_EXTENT } from './extent';
import { NAVAL_AREAS, type Terrain } from './types';

const TERRAINS: readonly Terrain[] = ['sea', 'lake', 'clear', 'rough', 'mountain', 'desert', 'saltDesert'];

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

  it('uses every terrain of the chart, plus clear, lake and sea', () => {
    for (const t of TERRAINS) expect(hexes.some((h) => h.terrain === t)).toBe(true);
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

  it('town altitudes agree with their terrain (the band method of docs/map.md)', () => {
    // Below 700 m: coastal desert or irrigated valley. Above 2,500 m: sierra, altiplano or cordillera,
    // except in the Atacama south of 21°S, where the desert climbs to 3,000 m (Caracoles).
    const allowed = (m: number, lat: number): readonly Terrain[] =>
      m < 700
        ? ['desert', 'clear']
        : m < 2500 || lat < -21
          ? ['desert', 'clear', 'rough', 'mountain']
          : ['clear', 'rough', 'mountain'];
    const wrong = TOWNS.filter((t) => t.altitude !== undefined)
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
