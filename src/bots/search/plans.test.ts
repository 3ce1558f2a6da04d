import { describe, expect, it } from 'vitest';
import type { Side } from '../../engine';
import { PLAN_LIBRARY, planNamed } from './plans';

const sides: Side[] = ['chile', 'allied'];
const knobs = (p: object) => JSON.stringify({ ...p, name: undefined });

describe('the search bot plan library', () => {
  it.each(sides)('no two %s plans play alike (a copy only costs playouts)', (side) => {
    const seen = PLAN_LIBRARY[side].map(knobs);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('a dropped plan named in a remembered turn is read as the plan now alike', () => {
    expect(planNamed('chile', 'campaign').name).toBe('strike-thin');
    expect(planNamed('chile', 'strike-all-open').name).toBe('strike-thin-all-open');
    expect(planNamed('chile', 'strike-all-open').campaign).toEqual(planNamed('chile', 'strike-thin-all-open').campaign);
    expect(planNamed('allied', 'no-such-plan').name).toBe(PLAN_LIBRARY.allied[0]!.name);
  });
});
