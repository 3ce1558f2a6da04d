import { describe, expect, it } from 'vitest';
import { distance } from './distance';
import { hexesWithin } from './hexesWithin';
import { neighbours } from './neighbours';

describe('hexesWithin', () => {
  it('0 gives the hex itself', () => {
    expect(hexesWithin('2008', 0)).toEqual(['2008']);
  });
  it('1 gives the hex and its six neighbours', () => {
    expect(hexesWithin('2008', 1).sort()).toEqual(['2008', ...neighbours('2008')].sort());
  });
  it('3 gives 37 hexes, all within 3 (3.2 "within three hexes of Lima")', () => {
    const ring = hexesWithin('2008', 3);
    expect(ring).toHaveLength(37);
    expect(new Set(ring).size).toBe(37);
    for (const h of ring) expect(distance('2008', h)).toBeLessThanOrEqual(3);
  });
});
