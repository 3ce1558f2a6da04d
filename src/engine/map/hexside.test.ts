import { describe, expect, it } from 'vitest';
import { hasHexside, hexside, hexsideKey } from './hexside';

describe('hexsides', () => {
  it('names a hexside lower id first', () => {
    expect(hexside('2008', '2007')).toEqual(['2007', '2008']);
    expect(hexsideKey('2008', '2007')).toBe('2007-2008');
    expect(hexsideKey('2007', '2008')).toBe('2007-2008');
  });
  it('refuses hexes that share no hexside (3130 and 3231 are two apart)', () => {
    expect(() => hexside('3130', '3231')).toThrow(RangeError);
  });
  it('finds a hexside in a list whichever way round it is asked', () => {
    expect(hasHexside([['2007', '2008']], '2008', '2007')).toBe(true);
    expect(hasHexside([['2007', '2008']], '2008', '2009')).toBe(false);
  });
});
