import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildMap } from '../../../scripts/map/buildMap';
import { stableJson } from '../../../scripts/map/stableJson';
import { TERRAIN_CORRECTIONS, TOWN_PLACEMENTS } from '../../../scripts/map/corrections';

describe('the map generator (scripts/build-map.ts)', () => {
  it('rebuilds exactly the committed src/engine/map/data/map.json and openTerrain.json (reproducible)', () => {
    const built = buildMap();
    expect(stableJson(built.map)).toBe(readFileSync(new URL('./data/map.json', import.meta.url), 'utf8'));
    expect(stableJson(built.openTerrain)).toBe(readFileSync(new URL('./data/openTerrain.json', import.meta.url), 'utf8'));
  });

  it('every hand correction gives its reason', () => {
    for (const c of [...TERRAIN_CORRECTIONS, ...TOWN_PLACEMENTS]) expect(c.reason.length).toBeGreaterThan(20);
  });
});
