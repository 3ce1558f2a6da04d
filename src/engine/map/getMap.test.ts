import { describe, expect, it } from 'vitest';
import { getMap } from './getMap';
import { MAP_EXTENT } from './extent';

describe('getMap', () => {
  it('returns the same generated map every time, with the extent of extent.ts', () => {
    expect(getMap()).toBe(getMap());
    expect(getMap().extent).toEqual(MAP_EXTENT);
  });
  it('lists rivers, railroads and impassable hexsides lower id first, sorted', () => {
    for (const list of [getMap().rivers, getMap().railroads, getMap().impassable]) {
      const keys = list.map(([a, b]) => `${a}-${b}`);
      expect(keys).toEqual([...keys].sort());
      for (const [a, b] of list) expect(a < b).toBe(true);
    }
  });
});
