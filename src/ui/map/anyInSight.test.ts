import { describe, expect, it } from 'vitest';
import { anyInSight } from './fitView';

/** A surface of 1000 × 700 px; the identity view (1 drawing unit = 1 px). */
const SURFACE = { width: 1000, height: 700 };
const VIEW = { k: 1, x: 0, y: 0 };
const hex = (x: number, y: number) => ({ x, y, width: 40, height: 40 });

describe('anyInSight: whether one of a decision\'s hexes can be tapped where the map is (tablet QA: the lit target lay out of reach)', () => {
  it('one hex in sight is enough; none in sight, or only half of one at the edge, is not', () => {
    expect(anyInSight(VIEW, SURFACE, [hex(2000, 100), hex(400, 300)], [])).toBe(true);
    expect(anyInSight(VIEW, SURFACE, [hex(2000, 100), hex(400, -900)], [])).toBe(false);
    expect(anyInSight(VIEW, SURFACE, [hex(400, -20)], [])).toBe(false);
    expect(anyInSight({ k: 2, x: -400, y: 0 }, SURFACE, [hex(400, 300)], [])).toBe(true);
  });

  it('a hex under the map\'s controls or its key is out of reach', () => {
    const controls = { x: 10, y: 10, width: 40, height: 150 };
    const key = { x: 700, y: 10, width: 290, height: 300 };
    expect(anyInSight(VIEW, SURFACE, [hex(20, 60)], [controls, key])).toBe(false);
    expect(anyInSight(VIEW, SURFACE, [hex(800, 100)], [controls, key])).toBe(false);
    expect(anyInSight(VIEW, SURFACE, [hex(800, 100), hex(800, 400)], [controls, key])).toBe(true);
  });
});
