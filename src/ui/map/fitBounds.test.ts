import { describe, expect, it } from 'vitest';
import { getMap } from '../../engine';
import { boundsOf, COASTAL_SEA_RING, focusRect, theatreRects } from './fitBounds';
import { fitView } from './fitView';
import { createHexGeometry } from './hexGeometry';
import { holdingBoxFrame } from './holdingBoxFrame';
import { mapHexIds } from './mapHexIds';

const map = getMap();
const geometry = createHexGeometry(20);
const theatre = theatreRects(map, geometry);
const bounds = boundsOf(theatre);
const inside = (p: { x: number; y: number }, r: { x: number; y: number; width: number; height: number }) => p.x >= r.x - 1e-6 && p.x <= r.x + r.width + 1e-6 && p.y >= r.y - 1e-6 && p.y <= r.y + r.height + 1e-6;

describe('the default view: land and coastal sea, not the open ocean (issue 18)', () => {
  it('holds every land hex and the Holding Box', () => {
    for (const [id, hex] of Object.entries(map.hexes)) if (hex.terrain !== 'sea') expect(inside(geometry.center(id), bounds), id).toBe(true);
    const box = holdingBoxFrame(map, geometry);
    expect(inside({ x: box.x, y: box.y }, bounds) && inside({ x: box.x + box.w, y: box.y + box.h }, bounds)).toBe(true);
  });

  it(`keeps the sea within ${COASTAL_SEA_RING} hexes of land and leaves out the open ocean beyond: one rectangle per such hex, none for 1201`, () => {
    const seaKept = theatre.length - 1 - Object.values(map.hexes).filter((h) => h.terrain !== 'sea').length;
    expect(seaKept).toBeGreaterThan(0);
    // Open ocean far from any land: the north-west corner of the map.
    expect(inside(geometry.center('1201'), bounds)).toBe(false);
    expect(inside(geometry.center('1231'), bounds)).toBe(false);
    const whole = boundsOf(mapHexIds(map.extent).flatMap((id) => geometry.corners(id).map((p) => ({ ...p, width: 0, height: 0 }))));
    expect(bounds.x).toBeGreaterThan(whole.x + geometry.size * 2);
  });

  it('on a landscape surface (1280 × 800\'s map) zooms in past the whole-map fit, and still shows Callao to Antofagasta', () => {
    const surface = { width: 920, height: 551 };
    const v = fitView(surface, theatre, focusRect(geometry, theatre));
    const contain = Math.min(surface.width / bounds.width, surface.height / bounds.height);
    expect(v.k).toBeGreaterThan(contain * 1.5);
    for (const hex of ['2007', '2008', '3116', '3218', '3123']) {
      const c = geometry.center(hex);
      const sx = c.x * v.k + v.x;
      const sy = c.y * v.k + v.y;
      expect(sx > 0 && sx < surface.width && sy > 0 && sy < surface.height, hex).toBe(true);
    }
    // Every land hex of the rows shown is on screen across the width, the map's eastern edge included.
    for (const [id, hex] of Object.entries(map.hexes)) {
      const sy = geometry.center(id).y * v.k + v.y;
      if (hex.terrain === 'sea' || sy < 0 || sy > surface.height) continue;
      const sx = geometry.center(id).x * v.k + v.x;
      expect(sx > 0 && sx < surface.width, id).toBe(true);
    }
  });

  it('never zooms in past the theatre filling the surface\'s width, and on an upright surface shows the whole theatre with the Holding Box', () => {
    const wide = fitView({ width: 3000, height: 700 }, theatre, focusRect(geometry, theatre));
    expect(wide.k * bounds.width).toBeLessThanOrEqual(3000);
    const upright = { width: 420, height: 900 };
    const v = fitView(upright, theatre, focusRect(geometry, theatre));
    const box = holdingBoxFrame(map, geometry);
    expect((box.y + box.h) * v.k + v.y).toBeLessThanOrEqual(upright.height);
    expect(geometry.center('1601').y * v.k + v.y).toBeGreaterThan(0);
  });
});
