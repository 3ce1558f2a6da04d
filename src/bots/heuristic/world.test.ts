import { describe, expect, it } from 'vitest';
import { getMap, movementCost, newGame, viewFor } from '../../engine';
import { distanceField, distanceFieldAround, HOLDING_BOX, landDistance, landNeighbours, readBoard, vpOf, type Space } from './world';

describe("the bots' world: the map of the game they play", () => {
  it('a board reads the map of its game\'s options: the 8.6 chart\'s terrain, or the open-terrain reading', () => {
    const chart = readBoard(viewFor(newGame({ seed: 1 }), 'allied'), 'allied');
    const open = readBoard(viewFor(newGame({ seed: 1, options: { openTerrain: true } }), 'allied'), 'allied');
    expect(chart.map).toBe(getMap());
    expect(open.map).toBe(getMap({ openTerrain: true }));
  });

  it("5.1 the VP a bot counts are its game's: Calama and Pisagua 0 on the chart's map (issue 21), 1 on the map as first drawn", () => {
    const chart = readBoard(viewFor(newGame({ seed: 1 }), 'allied'), 'allied');
    const open = readBoard(viewFor(newGame({ seed: 1, options: { openTerrain: true } }), 'allied'), 'allied');
    for (const hex of ['3321', '3217']) {
      expect(vpOf(chart.map, hex)).toBe(0);
      expect(vpOf(open.map, hex)).toBe(1);
    }
    expect(vpOf(chart.map, '3218')).toBe(2); // Iquique on both
    expect(vpOf(open.map, '3218')).toBe(2);
    expect(vpOf(open.map, HOLDING_BOX)).toBe(0);
  });

  it('land distances follow the map passed: La Paz to 3414 is rough twice on the chart (8.6: 4 MP), clear twice when open (2 MP)', () => {
    expect(landDistance(getMap(), '3513', '3414')).toBe(4);
    expect(landDistance(getMap({ openTerrain: true }), '3513', '3414')).toBe(2);
  });
});

describe('distance fields: the least MP to a target (8.6), by Dijkstra', () => {
  const map = getMap();
  /** The same field the slow, plain way: relax every crossing until nothing changes (Bellman–Ford). */
  const reference = (target: Space, closed: ReadonlySet<Space>, on = map) => {
    const dist = new Map<Space, number>([[target, 0]]);
    const spaces: Space[] = [...Object.keys(on.hexes), HOLDING_BOX];
    for (let changed = true; changed; ) {
      changed = false;
      for (const cur of spaces) {
        const d = dist.get(cur);
        if (d === undefined) continue;
        for (const n of landNeighbours(on, cur)) {
          if (closed.has(n) || n === target) continue;
          const c = movementCost(on, { holdingBoxLandLink: true }, n, cur);
          if (c !== null && d + c < (dist.get(n) ?? Infinity)) {
            dist.set(n, d + c);
            changed = true;
          }
        }
      }
    }
    return dist;
  };
  const sorted = (m: Map<Space, number>) => [...m.entries()].sort(([a], [b]) => a.localeCompare(b));

  it('equal to the plain relaxation for Lima, Iquique, La Paz and the Holding Box', () => {
    for (const target of ['2008', '3218', '3513', HOLDING_BOX]) expect(sorted(distanceField(map, target))).toEqual(sorted(reference(target, new Set())));
  });

  it('equal to the plain relaxation on the open-terrain map too (its costs are remembered per map)', () => {
    const open = getMap({ openTerrain: true });
    for (const target of ['3513', '3218']) expect(sorted(distanceField(open, target))).toEqual(sorted(reference(target, new Set(), open)));
    expect(landDistance(open, '3513', '3414')).not.toBe(landDistance(map, '3513', '3414'));
  });

  it('round the closed spaces (enemy stacks): Iquique with La Noria and Tarapacá closed', () => {
    const closed = new Set<Space>(['3319', '3318']);
    const around = distanceFieldAround(map, '3218', closed);
    expect(sorted(around)).toEqual(sorted(reference('3218', closed)));
    expect(around.has('3319')).toBe(false);
  });
});
