import { describe, expect, it } from 'vitest';
import { neighbours } from '../../engine';
import { createHexGeometry } from './hexGeometry';

describe('hex geometry (honeycomb-grid, even-q)', () => {
  const g = createHexGeometry(10);
  it('draws even columns half a hex lower than odd ones (even-q)', () => {
    expect(g.center('2415').y).toBeGreaterThan(g.center('2515').y);
    expect(g.center('2415').y - g.center('2515').y).toBeCloseTo((Math.sqrt(3) * 10) / 2);
  });
  it('puts the engine\'s neighbours exactly one hex-width apart', () => {
    for (const id of ['2415', '2514', '2007', '3130']) {
      for (const n of neighbours(id)) {
        const a = g.center(id);
        const b = g.center(n);
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(Math.sqrt(3) * 10);
      }
    }
  });
  it('finds the shared hexside of two neighbours, and none for non-neighbours', () => {
    const [p, q] = g.edge('2007', '2008');
    expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeCloseTo(10);
    expect(() => g.edge('3130', '3231')).toThrow();
  });
  it('has six corners and a polygon string', () => {
    expect(g.corners('2008')).toHaveLength(6);
    expect(g.polygon('2008').split(' ')).toHaveLength(6);
  });
});
