import { describe, expect, it } from 'vitest';
import { getMap } from './getMap';
import { adjoiningAreas, isCoastal } from './isCoastal';

describe('isCoastal (2.4)', () => {
  const map = getMap();
  it('Callao and Arica are coastal; La Paz and sea hexes are not', () => {
    expect(isCoastal(map, '2007')).toBe(true);
    expect(isCoastal(map, '3116')).toBe(true);
    expect(isCoastal(map, '3513')).toBe(false);
    expect(isCoastal(map, '2415')).toBe(false);
    expect(isCoastal(map, '9999')).toBe(false);
  });
  it('lists the naval areas a coastal hex touches', () => {
    expect(adjoiningAreas(map, '3116')).toContain('III');
    expect(adjoiningAreas(map, '3513')).toEqual([]);
  });
});
