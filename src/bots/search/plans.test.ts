import { describe, expect, it } from 'vitest';
import { newGame, viewFor, type Side } from '../../engine';
import { DEFAULT_PLAN } from '../heuristic/plan';
import { garrisonWanted } from '../heuristic/targets';
import { readBoard } from '../heuristic/world';
import { PLAN_LIBRARY, planNamed } from './plans';
import { SEARCH_SHAPE } from './searchBot';

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

describe("the Allied search's plan (SEARCH_SHAPE.allied)", () => {
  it('5.2: hold-lima keeps three units in Lima and two in Callao with no Chilean army near on land; the heuristic two and one', () => {
    // At the set-up Chile's army stands in the south: no land threat to Lima (threatTo), only the sea's.
    const view = viewFor(newGame({ seed: 3 }), 'allied');
    const held = readBoard(view, 'allied', planNamed('allied', 'hold-lima'));
    const heuristic = readBoard(view, 'allied', DEFAULT_PLAN);
    expect([garrisonWanted(held, '2008'), garrisonWanted(held, '2007')]).toEqual([3, 2]);
    expect([garrisonWanted(heuristic, '2008'), garrisonWanted(heuristic, '2007')]).toEqual([2, 1]);
  });

  it('the Allied search plays hold-lima and weighs it first in its check turns', () => {
    expect(SEARCH_SHAPE.allied.plan).toBe('hold-lima');
    expect(SEARCH_SHAPE.allied.checkPlans?.[0]).toBe('hold-lima');
    expect(planNamed('allied', SEARCH_SHAPE.allied.plan!).name).toBe('hold-lima');
  });
});
