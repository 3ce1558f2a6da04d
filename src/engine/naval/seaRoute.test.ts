import { describe, expect, it } from 'vitest';
import { getMap } from '../map/getMap';
import { NAVAL_AREAS } from '../map/types';
import { at, type Location } from '../pieces/location';
import { SIDES } from '../side';
import type { GameState } from '../state';
import { playRandomly } from '../testing/play';
import { seaGraph } from './seaGraph';
import { searchAnew, seaRoutes, type RouteRules } from './seaRoute';

/** States of random play with many different control records (ports changing hands). */
function states(): GameState[] {
  const out: GameState[] = [];
  const seen = new Set<GameState['control']>();
  for (const seed of [3, 5]) {
    playRandomly(seed, 3000, (s) => {
      if (seen.has(s.control)) return;
      seen.add(s.control);
      out.push(s);
    }, { shipCapture: true });
  }
  return out;
}

/**
 * 7.2: the sea routes remembered — with the map for a stack with an NADC, by the friendly ports for a
 * return to port (seaRoute.ts) — are the routes a new search finds: the same hexes in the same order,
 * each entered from the same hex, from every start, for both sides, every area and a return.
 */
describe('7.2 remembered sea routes equal a new search', () => {
  it('from ports, sea hexes and the Holding Box, in states with different hex control', () => {
    const all = states();
    expect(all.length).toBeGreaterThan(20);
    const map = getMap(all[0]!.options);
    const g = seaGraph(map);
    const ports = Object.values(map.hexes).filter((h) => h.town?.port).map((h) => h.id);
    const seas = g.ids.filter((_, i) => g.sea[i]).filter((_, i) => i % 37 === 0);
    const starts: Location[] = [at.holdingBox, ...[...ports, ...seas].map((h) => at.hex(h))];
    const rules: RouteRules[] = SIDES.flatMap((side) => [
      { side, area: null, boxOnly: false },
      { side, area: null, boxOnly: true },
      ...NAVAL_AREAS.filter((_, i) => i % 3 === 0).map((area) => ({ side, area, boxOnly: false })),
    ]);
    let compared = 0;
    for (const s of all.filter((_, i) => i % 6 === 0)) {
      for (const from of starts) {
        for (const r of rules) {
          const kept = seaRoutes(s, map, from, r);
          const fresh = searchAnew(s, map, from, r);
          const same = kept.order.length === fresh.order.length && kept.order.every((h, i) => h === fresh.order[i]) && g.ids.every((h) => kept.parent(h) === fresh.parent(h));
          if (!same) expect({ order: kept.order, parents: g.ids.map(kept.parent) }).toEqual({ order: fresh.order, parents: g.ids.map(fresh.parent) });
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  }, 60_000);
});
