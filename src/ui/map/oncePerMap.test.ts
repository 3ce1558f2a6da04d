import { describe, expect, it } from 'vitest';
import { getMap } from '../../engine/map/getMap';
import { createHexGeometry } from './hexGeometry';
import { oncePerMap } from './oncePerMap';

describe('oncePerMap', () => {
  it('works once for a map and a geometry, again for another of either', () => {
    let calls = 0;
    const work = oncePerMap((map, geometry) => ({ hexes: Object.keys(map.hexes).length, size: geometry.size, call: ++calls }));
    const map = getMap();
    const small = createHexGeometry(20);
    const first = work(map, small);
    expect(work(map, small)).toBe(first);
    expect(calls).toBe(1);
    expect(work(map, createHexGeometry(30)).size).toBe(30);
    expect(work(getMap({ openTerrain: true }), small).call).toBe(3);
    expect(calls).toBe(3);
  });
});
