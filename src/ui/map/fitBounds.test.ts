import { describe, expect, it } from 'vitest';
import { getMap } from '../../engine';
import { boundsOf, COASTAL_SEA_RING, focusRect, theatreRects } from './fitBounds';
import { fitClearOfControls, keepClearOfControls, NOT_MUCH_SMALLER, underCorner } from './fitClearOfControls';
import { fitView } from './fitView';
import { createHexGeometry } from './hexGeometry';
import { holdingBoxFrame } from './holdingBoxFrame';
import { mapHexIds } from './mapHexIds';
import { townLabels } from './townLabels';

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

describe('the default view keeps the land clear of the map\'s controls (QA: Callao and Lima under the zoom buttons)', () => {
  const focus = focusRect(geometry, theatre);
  const keep = keepClearOfControls(map, geometry, townLabels(map, geometry), focus);
  const fit = (s: { width: number; height: number }) => fitView(s, theatre, focus);
  // The map surfaces and the controls' boxes (from the surface's top left, with the 6 px gap) as the built app lays them out.
  const laptop = { surface: { width: 920, height: 597 }, corner: { width: 48, height: 156 } };
  const tabletFlat = { surface: { width: 704, height: 530 }, corner: { width: 60, height: 210 } };
  const tabletUpright = { surface: { width: 768, height: 438 }, corner: { width: 211, height: 59 } };
  const phone = { surface: { width: 390, height: 343 }, corner: { width: 211, height: 59 } };
  const onScreen = (v: { k: number; x: number; y: number }, hex: string) => ({ x: geometry.center(hex).x * v.k + v.x, y: geometry.center(hex).y * v.k + v.y });

  it.each([['1280 × 800', laptop], ['1024 × 768', tabletFlat]])('at %s (the controls a column over the sea) the view is the plain fit', (_, { surface, corner }) => {
    expect(fitClearOfControls(surface, corner, keep, fit)).toEqual(fit(surface));
  });

  it.each([['768 × 1024', tabletUpright], ['390 × 844', phone]])('at %s (the controls a row along the top) Callao and Lima, and the land and names from Callao to Antofagasta, come out from under them, the map zoomed out by little', (_, { surface, corner }) => {
    const plain = fit(surface);
    // The QA report: the plain fit put Callao's or Lima's hex or name under the buttons.
    expect(underCorner(plain, corner, keep(plain.k).focus)).toBe(true);
    const v = fitClearOfControls(surface, corner, keep, fit);
    expect(underCorner(v, corner, keep(v.k).focus)).toBe(false);
    expect(v.k).toBeGreaterThanOrEqual(NOT_MUCH_SMALLER * plain.k);
    for (const hex of ['2007', '2008', '3123']) {
      const p = onScreen(v, hex);
      expect(p.x > 0 && p.x < surface.width && p.y > 0 && p.y < surface.height, hex).toBe(true);
      expect(p.x > corner.width || p.y > corner.height, `${hex} beside or below the controls`).toBe(true);
    }
  });

  it('on a tablet upright all the land and every name shown are clear (the theatre fits beside the buttons)', () => {
    const { surface, corner } = tabletUpright;
    const v = fitClearOfControls(surface, corner, keep, fit);
    const k = keep(v.k);
    expect(underCorner(v, corner, [...k.focus, ...k.rest])).toBe(false);
  });

  it('no controls laid out (a test without layout): the plain fit', () => {
    expect(fitClearOfControls(phone.surface, { width: 0, height: 0 }, keep, fit)).toEqual(fit(phone.surface));
  });
});
