import { describe, expect, it } from 'vitest';
import { median, wilson } from './aggregate';

describe('aggregate arithmetic', () => {
  it('median: odd, even, and "never" (Infinity) sorting last', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, Infinity, Infinity])).toBe(Infinity);
    expect(median([])).toBeNaN();
  });

  it('Wilson 95 % interval: 5 of 10 is 0.237–0.763, 0 of 10 is 0–0.278', () => {
    const a = wilson(5, 10);
    expect(a.low).toBeCloseTo(0.2366, 3);
    expect(a.high).toBeCloseTo(0.7634, 3);
    const b = wilson(0, 10);
    expect(b.low).toBe(0);
    expect(b.high).toBeCloseTo(0.2775, 3);
  });
});
