import { occupy } from '../control/occupy';
import { controller } from '../control/controller';
import { describe, expect, it } from 'vitest';
import { getMap } from '../map/getMap';
import type { GameState } from '../state';
import { playRandomly } from '../testing/play';
import { hasProvisions } from './provisions';
import { sailTargets } from './moveStack';
import { searchAnew } from './seaRoute';
import { isGoal, routeRules, withStacks } from './stacks';

/** Naval Movement states of random play, with ports changing hands (ship capture on). */
function navalStates(): GameState[] {
  const out: GameState[] = [];
  for (const seed of [7, 11]) {
    playRandomly(seed, 4000, (s) => {
      if (s.phase === 'navalMovement' && s.pending.length === 0) out.push(s);
    }, { shipCapture: true });
  }
  return out;
}

/**
 * 7.2: the sail targets listed from a remembered search (seaRoute.ts: with the map for an NADC, by the
 * friendly ports on the way for a return) are the targets read from a new search: every hex reached
 * but the start, the nearest goal first.
 */
describe('7.2 sail targets listed from remembered searches equal those of a new search', () => {
  it('for every stack of both sides, at sea and in port, as control changes', () => {
    const all = navalStates();
    const map = getMap(all[0]!.options);
    const ports = Object.values(map.hexes).filter((h) => h.town?.port).map((h) => h.id);
    let compared = 0;
    for (const [i, state] of all.entries()) {
      const formed = withStacks(state, map);
      // Each stack as it is, and as a return to port under this control and with one port changed hands.
      const port = ports[i % ports.length]!;
      const flipped = occupy(formed, port, controller(formed, port) === 'chile' ? 'allied' : 'chile');
      const cases = [formed, flipped].flatMap((s) => s.naval.stacks.flatMap((stack) => [{ s, stack }, { s, stack: { ...stack, area: null } }]));
      for (const { s, stack } of cases) {
        let expected: string[] = [];
        if (stack.status !== 'done' && hasProvisions(s, map, stack)) {
          const here = stack.at.kind === 'hex' ? stack.at.hex : null;
          const order = searchAnew(s, map, stack.at, routeRules(s, stack)).order.filter((h) => h !== here);
          const goal = order.find((h) => isGoal(s, map, stack, h));
          expected = goal === undefined ? order : [goal, ...order.filter((h) => h !== goal)];
        }
        const listed = sailTargets(s, map, stack);
        if (listed.length !== expected.length || listed.some((h, i) => h !== expected[i])) expect(listed).toEqual(expected);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(300);
  }, 60_000);
});
