import { describe, expect, it } from 'vitest';
import { distance } from './distance';

describe('distance', () => {
  it('7.5: distance(2415, 2514) = 2 under even-q', () => {
    expect(distance('2415', '2514')).toBe(2);
  });
  it('is 0 to itself, 1 to a neighbour', () => {
    expect(distance('2007', '2007')).toBe(0);
    expect(distance('2007', '2008')).toBe(1);
  });
  it('is 2 between 3130 and 3231', () => {
    expect(distance('3130', '3231')).toBe(2);
  });
  it('is symmetric and counts straight runs down a column', () => {
    expect(distance('2001', '2031')).toBe(30);
    expect(distance('3116', '3123')).toBe(distance('3123', '3116'));
  });
});
