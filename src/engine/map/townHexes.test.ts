import { describe, expect, it } from 'vitest';
import { getMap } from './getMap';
import { townHex, townHexes } from './townHexes';

describe('townHexes', () => {
  const map = getMap();
  it('lists towns in hex order, optionally by nation', () => {
    const all = townHexes(map);
    expect(all.map((t) => t.hex)).toEqual([...all.map((t) => t.hex)].sort());
    expect(townHexes(map, 'bolivia').every((t) => t.town.nation === 'bolivia')).toBe(true);
  });
  it('finds a town by name', () => {
    expect(townHex(map, 'Arica')).toBe('3116');
    expect(townHex(map, 'Atlantis')).toBeUndefined();
  });
});
