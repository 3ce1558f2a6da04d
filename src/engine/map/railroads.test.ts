import { describe, expect, it } from 'vitest';
import { neighbours } from '../hex';
import { getMap } from './getMap';
import { townHex } from './townHexes';

describe('railroads of 1879 (8.6, history §2)', () => {
  const map = getMap();
  const byRail = (from: string, to: string) => {
    const a = townHex(map, from)!;
    const b = townHex(map, to)!;
    const seen = new Set([a]);
    const queue = [a];
    while (queue.length > 0) {
      const h = queue.pop()!;
      for (const [x, y] of map.railroads) {
        const n = x === h ? y : y === h ? x : undefined;
        if (n && !seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
      }
    }
    return seen.has(b);
  };

  it('links are hexsides between adjacent land hexes, lower id first, no duplicates', () => {
    const keys = map.railroads.map(([a, b]) => `${a}-${b}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [a, b] of map.railroads) {
      expect(a < b).toBe(true);
      expect(neighbours(a)).toContain(b);
      for (const h of [a, b]) expect(['sea', 'lake']).not.toContain(map.hexes[h]?.terrain);
    }
  });

  it.each([
    ['Callao', 'Lima'],
    ['Lima', 'Ancón'],
    ['Lima', 'Chancay'],
    ['Arica', 'Tacna'],
    ['Mollendo', 'Arequipa'],
    ['Arequipa', 'Puno'],
    ['Iquique', 'La Noria'],
    ['Ilo', 'Moquegua'],
    ['Pisco', 'Ica'],
    ['Caldera', 'Copiapó'],
  ])('%s–%s are joined by rail', (a, b) => {
    expect(byRail(a, b)).toBe(true);
  });

  it.each([['Antofagasta'], ['Trujillo'], ['Chimbote']])('the %s line leaves its port', (port) => {
    const h = townHex(map, port)!;
    expect(map.railroads.some(([a, b]) => a === h || b === h)).toBe(true);
  });

  it('the Pisagua and Iquique nitrate lines are not joined: that was done in 1889–95 (history §2)', () => {
    expect(byRail('Pisagua', 'Iquique')).toBe(false);
    expect(byRail('Pisagua', 'La Noria')).toBe(false);
    // Pisagua–Zapiga–Dolores, the 1879 line, lies within Pisagua's hex: no hexside to draw.
    const pisagua = townHex(map, 'Pisagua')!;
    expect(map.railroads.some(([a, b]) => a === pisagua || b === pisagua)).toBe(false);
  });

  it('the open-terrain reading keeps the railroads of the map as first drawn (its Pisagua–Iquique link)', () => {
    const open = getMap({ openTerrain: true });
    expect(open.railroads).toContainEqual(['3217', '3218']);
    expect(open.railroads.filter(([a, b]) => !map.railroads.some(([x, y]) => x === a && y === b))).toEqual([['3217', '3218']]);
    expect(map.railroads.every(([a, b]) => open.railroads.some(([x, y]) => x === a && y === b))).toBe(true);
  });

  it('no railway in the Bolivian altiplano in 1879; the Central railway stops short of Jauja', () => {
    expect(byRail('La Paz', 'Oruro')).toBe(false);
    expect(byRail('Puno', 'La Paz')).toBe(false);
    expect(byRail('Lima', 'Jauja')).toBe(false);
    expect(byRail('Arica', 'Iquique')).toBe(false);
  });
});
