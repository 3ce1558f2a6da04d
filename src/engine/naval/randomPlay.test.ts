import { describe, expect, it } from 'vitest';
import { activeSide } from '../activeSide';
import { legalActions } from '../legalActions';
import { act, historicalSetupDone } from '../testing/play';

describe('4.1 III–IV naval phases under random play', () => {
  it('never dead-end, and every listed action applies (fleets ordered, intercepting, fighting)', () => {
    const seen = new Set<string>();
    for (const seed of [2, 4]) {
      let s = historicalSetupDone(seed, { shipCapture: true, infernalMachines: true });
      let x = seed * 7919;
      for (let n = 0; n < 4000 && activeSide(s) !== null; n++) {
        const legal = legalActions(s);
        expect(legal.length).toBeGreaterThan(0);
        x = (x * 1103515245 + 12345) % 2147483648;
        const a = x % 5 === 0 ? legal[0]! : legal[(x >> 3) % legal.length]!;
        seen.add(a.type);
        s = act(s, a).state;
      }
    }
    for (const t of ['orderShip', 'sail', 'endMove', 'embark', 'debark', 'declineInterception', 'intercept']) expect(seen).toContain(t);
  }, 60_000);
});
