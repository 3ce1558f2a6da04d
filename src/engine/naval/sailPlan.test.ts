import { describe, expect, it } from 'vitest';
import { distance } from '../hex';
import { getMap } from '../map/getMap';
import { act } from '../testing/play';
import { legalActions } from '../legalActions';
import { hexAreas } from './seaGeometry';
import { viewFor } from '../viewFor';
import { withStacks } from './stacks';
import { interceptionChance, sailDistances, sailPlan } from './sailPlan';
import { columnAt, navalPosition, shipAt } from './testKit';

const map = getMap();

/** Chile's squadron at Antofagasta with an NADC for area III; the Huáscar and the Independencia off Iquique. */
function squadronSails(options: Record<string, string> = {}) {
  const s = navalPosition({
    turn: 2,
    side: 'chile',
    phase: 'navalMovement',
    options,
    ships: {
      'cl-ship-cochrane': shipAt('3123'),
      'cl-ship-covadonga': shipAt('3123'),
      'pe-ship-huascar': shipAt('3018'),
      'pe-ship-independencia': shipAt('3018'),
      'pe-ship-chalaco': shipAt('2007'),
    },
    supply: { 'sc-1': columnAt('chile', '3123') },
    control: { '3123': 'chile' },
    nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'III', forTurn: 2 }, { ship: 'cl-ship-covadonga', area: 'III', forTurn: 2 }], allied: [] },
  });
  const state = withStacks(s, map);
  const view = viewFor(state, 'chile');
  return { state, view, stack: view.naval.stacks[0]! };
}

describe('sail plans from the player\'s own view (7.2, 7.3, 7.4, 7.8)', () => {
  it('7.3 / 7.4 the chance of an interception: 1d6 plus the speed modifier must beat the distance; entering their hex is certain', () => {
    expect(interceptionChance(0, -2)).toBe(1);
    expect(interceptionChance(3, 0)).toBeCloseTo(3 / 6);
    expect(interceptionChance(4, -2)).toBe(0);
    expect(interceptionChance(1, 2)).toBe(1);
  });

  it('7.2 the way to a hex is the route the engine sails, and the distances count the hexes entered', () => {
    const { state, view, stack } = squadronSails();
    const d = sailDistances(view, map, stack);
    expect(d.goal).not.toBeNull();
    expect(map.hexes[d.goal!]!.seaArea).toBe('III');
    const plan = sailPlan(view, map, stack, d.goal!)!;
    expect(plan.path).toHaveLength(d.steps.get(d.goal!)!);
    // The engine's sail to the same hex enters exactly those hexes.
    const sailed = act(state, { type: 'sail', side: 'chile', stack: stack.id, to: d.goal! }).events.filter((e) => e.type === 'shipsMoved');
    expect(sailed.map((e) => (e.type === 'shipsMoved' && e.to.kind === 'hex' ? e.to.hex : ''))).toEqual(plan.path.slice(0, sailed.length));
  });

  it('7.2 / 7.6 the goal hexes are the NADC area\'s sea and the coastal hexes adjoining it (Iquique and Pisagua, to blockade or land), each a legal sail with its count; the goal named is at sea', () => {
    const { state, view, stack } = squadronSails();
    const d = sailDistances(view, map, stack);
    const legal = new Set(legalActions(state).flatMap((a) => (a.type === 'sail' ? [a.to] : [])));
    for (const port of ['3218', '3217']) {
      expect(legal.has(port), port).toBe(true);
      expect(d.goals.has(port), port).toBe(true);
      expect(d.steps.get(port), port).toBeGreaterThan(0);
    }
    // Every goal is a legal sail: the sea of area III, or a coastal hex adjoining it.
    for (const hex of d.goals) {
      expect(legal.has(hex), hex).toBe(true);
      const h = map.hexes[hex]!;
      expect(h.terrain === 'sea' ? h.seaArea === 'III' : hexAreas(map, hex).includes('III'), hex).toBe(true);
    }
    expect(map.hexes[d.goal!]!.terrain).toBe('sea');
  });

  it('7.8 leaving Antofagasta spends its Supply Column; 7.3 the warships off Iquique may intercept where the route passes nearest, transports never', () => {
    const { view, stack } = squadronSails();
    const goal = sailDistances(view, map, stack).goal!;
    const plan = sailPlan(view, map, stack, goal)!;
    expect(plan.provisions).toBe(true);
    expect(plan.risks.map((r) => r.from)).toEqual(['3018']);
    const risk = plan.risks[0]!;
    expect(risk.ships).toEqual(['pe-ship-huascar', 'pe-ship-independencia']);
    expect(risk.distance).toBe(Math.min(...plan.path.filter((h) => map.hexes[h]!.seaArea === 'III').map((h) => distance('3018', h))));
    // 7.4: the lowest speed modifier of the two (+1 each), and a real chance on this route.
    expect(risk.chance).toBe(interceptionChance(risk.distance, 1));
    expect(risk.chance).toBeGreaterThan(0);
  });

  it('7.4 ES option: the interception die takes the highest speed modifier of the ships intercepted instead', () => {
    const { view, stack } = squadronSails({ interceptionModifier: 'es' });
    const goal = sailDistances(view, map, stack).goal!;
    const risk = sailPlan(view, map, stack, goal)!.risks[0]!;
    // Cochrane +1 and Covadonga −1: the highest is +1; with the slow Covadonga alone it would be −1.
    expect(risk.chance).toBe(interceptionChance(risk.distance, 1));
    const alone = { ...stack, ships: ['cl-ship-covadonga'] };
    expect(sailPlan(view, map, alone, goal)!.risks[0]!.chance).toBe(interceptionChance(risk.distance, -1));
  });
});
