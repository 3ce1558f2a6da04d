import { defineHex, Orientation } from 'honeycomb-grid';
import { describe, expect, it } from 'vitest';
import { hexToCube, neighbours } from '../../engine/hex';
import { createHexGeometry } from './hexGeometry';

describe('hex geometry (honeycomb-grid, even-q)', () => {
  const g = createHexGeometry(10);
  it('draws even columns half a hex lower than odd ones (even-q)', () => {
    expect(g.center('2415').y).toBeGreaterThan(g.center('2515').y);
    expect(g.center('2415').y - g.center('2515').y).toBeCloseTo((Math.sqrt(3) * 10) / 2);
  });
  it("honeycomb's offset: 1 gives the same cube coordinates as the engine's even-q", () => {
    const Hex = defineHex({ dimensions: 10, orientation: Orientation.FLAT, offset: 1, origin: 'topLeft' });
    for (const id of ['2415', '2514', '2007', '3130', '3231', '1201', '4031']) {
      const h = new Hex({ col: Number(id.slice(0, 2)), row: Number(id.slice(2)) });
      const c = hexToCube(id);
      expect([h.q, h.r]).toEqual([c.q, c.r]);
    }
  });
  it("the six hexes drawn next to a hex are exactly the engine's neighbours", () => {
    const ids: string[] = [];
    for (let col = 20; col <= 28; col++) for (let row = 10; row <= 18; row++) ids.push(`${col}${row}`);
    for (const id of ['2415', '2514', '2414', '2515']) {
      const a = g.center(id);
      const drawn = ids.filter((n) => n !== id && Math.abs(Math.hypot(g.center(n).x - a.x, g.center(n).y - a.y) - Math.sqrt(3) * 10) < 1e-6);
      expect(drawn.sort()).toEqual(neighbours(id).sort());
    }
  });
  it('finds the shared hexside of two neighbours, and none for non-neighbours', () => {
    const [p, q] = g.edge('2007', '2008');
    expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeCloseTo(10);
    expect(() => g.edge('3130', '3231')).toThrow();
  });
  it('has six corners and a polygon string; hex 0000 starts at the top left', () => {
    expect(g.corners('2008')).toHaveLength(6);
    expect(g.polygon('2008').split(' ')).toHaveLength(6);
    expect(Math.min(...g.corners('0000').map((c) => c.x))).toBeCloseTo(0);
    expect(Math.min(...g.corners('0000').map((c) => c.y))).toBeCloseTo(0);
  });
});
