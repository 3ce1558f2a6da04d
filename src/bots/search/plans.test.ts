import { describe, expect, it } from 'vitest';
import { newGame, viewFor, type Side } from '../../engine';
import { situation } from '../../engine/land/testKit';
import { DEFAULT_PLAN } from '../heuristic/plan';
import { garrisonWanted, threatTo } from '../heuristic/targets';
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

describe("the Chilean search's plans hold Lima (HOLD_LIMA)", () => {
  // Chile holds Lima (2008) with three units; four Peruvian units (six steps) stand at Cerro Azul (2109).
  const lima = situation({
    turn: 3,
    units: { 'cl-inf-buin-1': ['2008'], 'cl-inf-2nd': ['2008'], 'cl-cav-cazadores': ['2008'], 'pe-inf-gen-bn-1': ['2109', 1], 'pe-inf-gen-bn-2': ['2109', 1], 'pe-inf-zepita': ['2109'], 'pe-inf-ayacucho': ['2109'] },
    control: { '2008': 'chile' },
  });
  const view = viewFor(lima, 'chile');

  it.each(PLAN_LIBRARY.chile.map((p) => p.name))('5.2: %s keeps 1.5 units a point of threat in Lima once taken; the heuristic two', (name) => {
    const plan = planNamed('chile', name);
    const board = readBoard(view, 'chile', plan);
    const threat = threatTo(board, '2008');
    expect(threat).toBeGreaterThan(2);
    expect(garrisonWanted(board, '2008')).toBe(Math.min(12, Math.ceil(threat * 1.5)));
    expect(garrisonWanted(readBoard(view, 'chile', DEFAULT_PLAN), '2008')).toBe(2);
  });

  it('the rule is for Lima only: elsewhere the thin garrison (0.3 a point, at most 2)', () => {
    const plan = planNamed('chile', 'strike-thin-all-open');
    expect(Object.keys(plan.chileGarrisonAt)).toEqual(['2008']);
    expect([plan.chileGarrisonPerThreat, plan.chileMaxGarrison]).toEqual([DEFAULT_PLAN.chileGarrisonPerThreat, DEFAULT_PLAN.chileMaxGarrison]);
  });
});
