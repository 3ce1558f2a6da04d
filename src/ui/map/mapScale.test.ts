import { describe, expect, it } from 'vitest';
import { badgeScale, counterScale, LABEL_FONT, labelScale } from './mapScale';

describe('sizes that hold on screen whatever the zoom (issue 18)', () => {
  it('a town label is 12 px on screen from k = 0.4 to k = 2, smaller far out, larger close up', () => {
    for (const k of [0.4, 0.54, 0.89, 1, 1.5, 2]) expect(LABEL_FONT * labelScale(k) * k).toBeCloseTo(12);
    expect(LABEL_FONT * labelScale(0.2) * 0.2).toBeLessThan(12);
    expect(LABEL_FONT * labelScale(4) * 4).toBeGreaterThan(12);
  });
  it('a counter grows at most 1.4 times (it stays inside its hex) and never shrinks below its printed size', () => {
    expect(counterScale(0.3, 21)).toBe(1.4);
    expect(counterScale(0.7, 21) * 21 * 0.7).toBeCloseTo(18);
    expect(counterScale(3, 21)).toBe(1);
  });
  it("a stack's count reads at 9.5 px or more", () => {
    const k = 0.6;
    const c = counterScale(k, 21);
    expect(badgeScale(k, 21 / 3.6, c) * (21 / 3.6) * c * k).toBeGreaterThanOrEqual(9.49);
  });
});
