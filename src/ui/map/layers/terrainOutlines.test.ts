import { describe, expect, it } from 'vitest';
import { getMap } from '../../../engine/map/getMap';
import { createHexGeometry } from '../hexGeometry';
import { terrainOutlines } from './terrainOutlines';

describe('terrainOutlines', () => {
  const map = getMap();
  const geometry = createHexGeometry(20);
  const outlines = terrainOutlines(map, geometry);
  const hexesOf = (d: string) => d.split('Z').filter(Boolean).map((sub) => sub.slice(1).replaceAll('L', ' '));

  it('8.6: every hex of the map is drawn once, as its own closed outline, in the path of its terrain', () => {
    const drawn = [...outlines.values()].flatMap(hexesOf);
    expect(drawn).toHaveLength(Object.keys(map.hexes).length);
    const inPath = new Map([...outlines].map(([t, d]) => [t, new Set(hexesOf(d))]));
    for (const [id, hex] of Object.entries(map.hexes)) expect(inPath.get(hex.terrain)?.has(geometry.polygon(id))).toBe(true);
  });

  it('has a path only for the terrains the map has, each with as many outlines as hexes', () => {
    const count = new Map<string, number>();
    for (const hex of Object.values(map.hexes)) count.set(hex.terrain, (count.get(hex.terrain) ?? 0) + 1);
    expect(new Set(outlines.keys())).toEqual(new Set(count.keys()));
    for (const [t, d] of outlines) expect(hexesOf(d)).toHaveLength(count.get(t)!);
  });
});
