import { describe, expect, it } from 'vitest';
import { getMap } from '../map/getMap';
import { reachableHexes } from '../land/reachableHexes';
import { situation } from '../land/testKit';
import { landMoveOdds } from './landMoveOdds';

const map = getMap();
const CAZ = 'cl-cav-cazadores';
const BUIN = 'cl-inf-buin-1';

/** Brute force: for each of the 36 throws, the spaces reachable with that throw's allowance. */
function bruteForce(state: ReturnType<typeof situation>, from: string, pieces: string[], bonus: number) {
  const counts = new Map<string, number>();
  const attrition = new Map<string, number>();
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      const mp = (a > b ? a : b) + bonus;
      for (const r of reachableHexes(state, map, 'chile', from, mp, pieces.some((p) => state.units[p]))) {
        counts.set(r.space, (counts.get(r.space) ?? 0) + 1);
        if (a === b) attrition.set(r.space, (attrition.get(r.space) ?? 0) + 1);
      }
    }
  }
  return { counts, attrition };
}

describe('8.2–8.6 land move odds', () => {
  it.each([
    ['cavalry alone (+1)', [CAZ], 1, {}],
    ['cavalry with the option off', [CAZ], 0, { cavalryMovementBonus: false }],
    ['infantry and cavalry (no bonus)', [CAZ, BUIN], 0, {}],
  ] as const)('%s: each space\'s chance matches the 36 throws', (_name, pieces, bonus, options) => {
    const s = situation({ units: { [CAZ]: ['3115'], [BUIN]: ['3115'], 'pe-inf-zepita': ['3216'] }, options });
    const o = landMoveOdds(s, map, 'chile', '3115', [...pieces]);
    const bf = bruteForce(s, '3115', [...pieces], bonus);
    expect(o.cavalryBonus).toBe(bonus);
    expect(o.reach.map((r) => r.space).sort()).toEqual([...bf.counts.keys()].sort());
    for (const r of o.reach) {
      expect(r.pReach).toBeCloseTo(bf.counts.get(r.space)! / 36, 12);
      expect(r.pReachWithAttrition).toBeCloseTo((bf.attrition.get(r.space) ?? 0) / 36, 12);
    }
    expect(o.pDoubles).toBeCloseTo(1 / 6, 12);
    expect(o.pAttrition).toBeCloseTo(1 / 6, 12);
    expect(o.allowance.reduce((t, x) => t + x.p, 0)).toBeCloseTo(1, 12);
  });

  it('a stack of Supply Columns alone suffers no attrition (8.5); a fort hex is immune (8.3)', () => {
    const s = situation({ units: {}, supply: { 'sc-1': ['chile', '3115'] } });
    const o = landMoveOdds(s, map, 'chile', '3115', ['sc-1']);
    expect(o.pAttrition).toBe(0);
    expect(o.reach.every((r) => r.pReachWithAttrition === 0)).toBe(true);
    const f = situation({ units: { [BUIN]: ['3514'] }, forts: { 'bo-fort-la-paz': 'standing' } });
    const near = landMoveOdds(f, map, 'chile', '3514', [BUIN]).reach.find((r) => r.space === '3513')!;
    expect(near.pReach).toBeGreaterThan(0);
    expect(near.pReachWithAttrition).toBe(0);
  });
});
