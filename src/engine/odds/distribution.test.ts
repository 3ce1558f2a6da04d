import { describe, expect, it } from 'vitest';
import { chance, convolve, d6, mean, successes, twoD6Highest, twoD6Sum } from './distribution';

const total = (d: readonly { p: number }[]) => d.reduce((s, o) => s + o.p, 0);

describe('dice distributions', () => {
  it('d6, 2d6 higher die and 2d6 sum match nested loops over the faces', () => {
    expect(d6().map((o) => o.p)).toEqual(Array(6).fill(1 / 6));
    const high = new Map<number, number>();
    const sum = new Map<number, number>();
    for (let a = 1; a <= 6; a++) {
      for (let b = 1; b <= 6; b++) {
        high.set(Math.max(a, b), (high.get(Math.max(a, b)) ?? 0) + 1);
        sum.set(a + b, (sum.get(a + b) ?? 0) + 1);
      }
    }
    for (const o of twoD6Highest()) expect(o.p).toBeCloseTo(high.get(o.value)! / 36, 12);
    for (const o of twoD6Sum()) expect(o.p).toBeCloseTo(sum.get(o.value)! / 36, 12);
    expect(twoD6Highest().find((o) => o.value === 6)!.p).toBeCloseTo(11 / 36, 12);
    expect(total(twoD6Sum())).toBeCloseTo(1, 12);
    convolve(d6(), d6()).forEach((o, i) => expect(o.p).toBeCloseTo(twoD6Sum()[i]!.p, 12));
    expect(mean(twoD6Sum())).toBeCloseTo(7, 12);
  });

  it('successes of independent trials match the enumeration of every combination', () => {
    const chances = [1 / 6, 1 / 2, 5 / 6];
    const got = successes(chances);
    const want = [0, 0, 0, 0];
    for (let m = 0; m < 8; m++) {
      let p = 1;
      let k = 0;
      chances.forEach((c, i) => {
        const hit = (m >> i) & 1;
        p *= hit ? c : 1 - c;
        k += hit;
      });
      want[k]! += p;
    }
    got.forEach((o) => expect(o.p).toBeCloseTo(want[o.value]!, 12));
    expect(chance(got, (v) => v >= 1)).toBeCloseTo(1 - (5 / 6) * (1 / 2) * (1 / 6), 12);
  });
});
