import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildMap } from '../../../scripts/map/buildMap';
import { stableJson } from '../../../scripts/map/stableJson';
import { TERRAIN_CORRECTIONS, TOWN_PLACEMENTS } from '../../../scripts/map/corrections';

describe('the map generator (scripts/build-map.ts)', () => {
  it('rebuilds exactly the committed src/engine/map/data/map.json (reproducible)', () => {
    const committed = readFileSync(new URL('./data/map.json', import.meta.url), 'utf8');
    expect(stableJson(buildMap().map)).toBe(committed);
  });

  it('every hand correction gives its reason', () => {
    for (const c of [...TERRAIN_CORRECTIONS, ...TOWN_PLACEMENTS]) expect(c.reason.length).toBeGreaterThan(20);
  });
});
