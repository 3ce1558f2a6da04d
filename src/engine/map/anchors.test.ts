import { describe, expect, it } from 'vitest';
import { ANCHORS, fitAnchors, hexCentre, project, residuals, snap, unproject } from '../../../scripts/map/fit';
import { getMap } from './getMap';
import { townHex } from './townHexes';

describe('anchors and the lat/lon → hex fit (issue 3)', () => {
  const map = getMap();
  it.each([
    ['Callao', '2007'],
    ['Lima', '2008'],
    ['Arica', '3116'],
    ['Antofagasta', '3123'],
    ['La Paz', '3513'],
    ['Oruro', '3616'],
  ])('3.3/3.5/4.1/5.1/5.6: %s lands exactly in %s', (name, hex) => {
    expect(townHex(map, name)).toBe(hex);
    expect(map.hexes[hex]?.terrain).not.toBe('sea');
  });

  it('the least-squares fit keeps every anchor within one hex of its rule hex (residuals < 1)', () => {
    for (const r of residuals(fitAnchors())) {
      expect(Math.abs(r.dx)).toBeLessThan(0.5);
      expect(Math.abs(r.dy)).toBeLessThan(1);
    }
  });

  it('the fit is about 0.61° of longitude a column and 0.77° of latitude a row', () => {
    const f = fitAnchors();
    expect(1 / f.cx[0]).toBeCloseTo(0.612, 2);
    expect(-1 / f.cy[1]).toBeCloseTo(0.772, 2);
  });

  it('unproject inverts project', () => {
    const f = fitAnchors();
    for (const a of ANCHORS) {
      const back = unproject(f, project(f, a));
      expect(back.lat).toBeCloseTo(a.lat, 9);
      expect(back.lon).toBeCloseTo(a.lon, 9);
    }
  });

  it('snap finds the hex whose centre is the point (even columns half a row down)', () => {
    expect(snap(hexCentre(24, 15))).toBe('2415');
    expect(snap(hexCentre(25, 14))).toBe('2514');
    expect(hexCentre(24, 15).y).toBe(15.5);
    expect(hexCentre(25, 14).y).toBe(14);
  });
});
