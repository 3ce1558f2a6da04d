import { describe, expect, it } from 'vitest';
import { createDice, drawOne, scriptDraws } from './index';

describe('blind draws (8.9 combat advantage cup)', () => {
  it('draws every index about equally often, the same for the same seed', () => {
    const counts = Array<number>(13).fill(0);
    let d = createDice('cup');
    for (let i = 0; i < 13_000; i++) {
      const r = drawOne(d, 13);
      counts[r.index]!++;
      d = r.dice;
    }
    for (const c of counts) expect(c).toBeGreaterThan(850);
    expect(drawOne(createDice('cup'), 13).index).toBe(drawOne(createDice('cup'), 13).index);
  });
  it('takes scripted draws first, then the generator where it was', () => {
    const d = scriptDraws(createDice(4), [12, 0]);
    const a = drawOne(d, 13);
    const b = drawOne(a.dice, 13);
    expect([a.index, a.scripted, b.index, b.scripted]).toEqual([12, true, 0, true]);
    expect(drawOne(b.dice, 13).index).toBe(drawOne(createDice(4), 13).index);
  });
  it('refuses a scripted draw out of range', () => {
    expect(() => drawOne(scriptDraws(createDice(1), [13]), 13)).toThrow(RangeError);
  });
});
