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

  it.each([['Pisagua'], ['Antofagasta'], ['Trujillo'], ['Chimbote']])('the %s line leaves its port', (port) => {
    const h = townHex(map, port)!;
    expect(map.railroads.some(([a, b]) => a === h || b === h)).toBe(true);
  });

  it('no railway in the Bolivian altiplano in 1879; the Central railway stops short of Jauja', () => {
    expect(byRail('La Paz', 'Oruro')).toBe(false);
    expect(byRail('Puno', 'La Paz')).toBe(false);
    expect(byRail('Lima', 'Jauja')).toBe(false);
    expect(byRail('Arica', 'Iquique')).toBe(false);
  });
});
