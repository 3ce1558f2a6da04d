import { describe, expect, it } from 'vitest';
import { neighbours } from '../hex';
import { movementCost } from '../land/movementCost';
import { getMap } from './getMap';
import { hexsideKey } from './hexside';
import { townHex } from './townHexes';
import type { GameMap } from './types';

/**
 * Issue 21 part 2: the Western Cordillera is unbroken. From the coast between Mollendo and Iquique no
 * land route reaches Puno, La Paz or Oruro without entering a mountain hex, except along a railroad,
 * where 8.6 lets a hex cost 1 MP. Proved with the engine's own movement costs (land/movementCost.ts).
 */
const OPTIONS = { holdingBoxLandLink: false } as const;

interface Route {
  readonly cost: number;
  /** The hexes entered, the start first. */
  readonly path: readonly string[];
}

/** Cheapest routes from `from` over the engine's movement costs (Dijkstra; ties broken by hex id). */
function cheapestRoutes(map: GameMap, from: string): Map<string, Route> {
  const best = new Map<string, Route>([[from, { cost: 0, path: [from] }]]);
  const done = new Set<string>();
  for (;;) {
    let cur: string | undefined;
    for (const [h, r] of best) if (!done.has(h) && (cur === undefined || r.cost < best.get(cur)!.cost || (r.cost === best.get(cur)!.cost && h < cur))) cur = h;
    if (cur === undefined) return best;
    done.add(cur);
    const here = best.get(cur)!;
    for (const n of neighbours(cur)) {
      const step = movementCost(map, OPTIONS, cur, n);
      if (step === null) continue;
      const cost = here.cost + step;
      if (cost < (best.get(n)?.cost ?? Infinity)) best.set(n, { cost, path: [...here.path, n] });
    }
  }
}

const map = getMap();
const open = getMap({ openTerrain: true });
const rail = new Set(map.railroads.map(([a, b]) => hexsideKey(a, b)));
const row = (hex: string) => Number(hex.slice(2));
const isSea = (m: GameMap, hex: string) => m.hexes[hex]?.terrain === 'sea';
const isLand = (m: GameMap, hex: string) => !['sea', 'lake', undefined].includes(m.hexes[hex]?.terrain);

/** Every land hex on the sea from Mollendo's row to Iquique's (Mollendo, Ilo, Arica, Pisagua, Iquique…). */
function coastBetweenMollendoAndIquique(m: GameMap): string[] {
  const [north, south] = [row(townHex(m, 'Mollendo')!), row(townHex(m, 'Iquique')!)];
  return Object.keys(m.hexes)
    .filter((h) => isLand(m, h) && row(h) >= north && row(h) <= south && neighbours(h).some((n) => isSea(m, n)))
    .sort();
}

const TARGETS = ['Puno', 'La Paz', 'Oruro'] as const;

/** A route's cost and its hexes, for the report below. */
function figure(m: GameMap, from: string, to: string): string {
  const r = cheapestRoutes(m, townHex(m, from)!).get(townHex(m, to)!)!;
  return `${r.cost} MP: ${r.path.map((h) => `${h} ${m.hexes[h]!.terrain}`).join(' → ')}`;
}

describe('issue 21: an unbroken Western Cordillera (8.6)', () => {
  const starts = coastBetweenMollendoAndIquique(map);

  it('finds the coast between Mollendo and Iquique, its ports among it', () => {
    for (const port of ['Mollendo', 'Ilo', 'Arica', 'Pisagua', 'Iquique']) expect(starts).toContain(townHex(map, port));
    expect(starts.length).toBeGreaterThanOrEqual(6);
  });

  it.each(TARGETS)('8.6: every cheapest route from that coast to %s enters a mountain hex or follows a railroad', (target) => {
    const to = townHex(map, target)!;
    for (const from of starts) {
      const route = cheapestRoutes(map, from).get(to);
      expect(route, `${from} → ${target}`).toBeDefined();
      const steps = route!.path.slice(1).map((h, i) => [route!.path[i]!, h] as const);
      const mountain = steps.some(([, h]) => map.hexes[h]!.terrain === 'mountain');
      const byRail = steps.some(([a, b]) => rail.has(hexsideKey(a, b)));
      expect(mountain || byRail, `${from} → ${target}: ${route!.path.join(' ')}`).toBe(true);
    }
  });

  it('8.6: with mountain hexes taken out and no railroad, no land route from that coast reaches Puno, La Paz or Oruro', () => {
    // The cordillera as a wall: a walk over land hexes that never enters a mountain hex and never
    // crosses an impassable hexside (railroads give nothing here).
    const reached = new Set(starts);
    const queue = [...starts];
    while (queue.length > 0) {
      const h = queue.pop()!;
      for (const n of neighbours(h)) {
        if (reached.has(n) || !isLand(map, n) || map.hexes[n]!.terrain === 'mountain') continue;
        if (movementCost(map, OPTIONS, h, n) === null) continue; // impassable
        reached.add(n);
        queue.push(n);
      }
    }
    for (const target of TARGETS) expect(reached.has(townHex(map, target)!), target).toBe(false);
  });

  it('the open-terrain reading (the map as first drawn) has no such wall: that was the error', () => {
    const to = townHex(open, 'La Paz')!;
    const route = cheapestRoutes(open, townHex(open, 'Tacna')!).get(to)!;
    expect(route.path.some((h) => open.hexes[h]!.terrain === 'mountain')).toBe(false);
  });

  it('the figures of issue 21, before (open terrain) and after (the chart)', () => {
    const pairs = [['Tacna', 'La Paz'], ['Iquique', 'Oruro'], ['Ilo', 'Tacna'], ['Arica', 'La Paz'], ['Mollendo', 'Puno'], ['Ilo', 'Puno']] as const;
    const costs = (m: GameMap) => pairs.map(([a, b]) => cheapestRoutes(m, townHex(m, a)!).get(townHex(m, b)!)!.cost);
    // Before: Tacna→La Paz 7, Iquique→Oruro 6 with no mountain on the way; Ilo→Tacna 1, a desert march at 1 MP a hex.
    expect(costs(open)).toEqual([7, 6, 1, 8, 3, 3]);
    expect(costs(map)).toEqual(CHART_FIGURES);
    for (const [a, b] of pairs) expect(figure(map, a, b)).toMatch(/MP/);
  });
});

/**
 * The chart's figures (docs/map.md §3 lists the routes): Tacna→La Paz 16 and Arica→La Paz 16 over the
 * cordillera; Iquique→Oruro 11 (rail to La Noria, then a mountain hex); Ilo→Tacna 4 (Tacna's hex holds
 * the province's highlands); Mollendo→Puno 4 along the Southern Railway; Ilo→Puno 4, by the Ilo–
 * Moquegua railway into Moquegua's mountain hex, which borders Puno's (docs/map.md: what is left).
 */
const CHART_FIGURES = [16, 11, 4, 16, 4, 4];
