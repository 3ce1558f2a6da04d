import { describe, expect, it } from 'vitest';
import { distance } from '../hex';
import { act } from '../testing/play';
import type { InterceptionDecision } from '../naval/types';
import { navalPosition, shipAt, withDice } from '../naval/testKit';
import type { RulesOptions } from '../rules/options';
import type { GameState } from '../state';
import { interceptionChoiceOdds, interceptionQuestionOdds } from './interceptionQuestion';

/** Cochrane (+1) sails from 2915 to 2814; Atahualpa (−2) waits at 2415, Unión (+2) and Pilcomayo (+1) at 2514. */
function asked(options: Partial<RulesOptions> = {}): GameState {
  const s = navalPosition({
    turn: 3,
    side: 'chile',
    phase: 'navalMovement',
    options,
    ships: {
      'cl-ship-cochrane': shipAt('2915'),
      'pe-ship-atahualpa': shipAt('2415'),
      'pe-ship-union': shipAt('2514'),
      'pe-ship-pilcomayo': shipAt('2514'),
      'pe-ship-oroya': shipAt('2514'),
    },
    nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }], allied: [] },
  });
  return act(s, { type: 'sail', side: 'chile', stack: 's1', to: '2814' }).state;
}

const decisionOf = (s: GameState) => s.pending.at(-1) as InterceptionDecision;

/** The engine's own verdict for each face of the die: declare `hexes`, script the face, roll. */
function rolled(s: GameState, hexes: readonly string[], transports: boolean) {
  return [1, 2, 3, 4, 5, 6].map((die) => {
    let t = withDice(s, [die]);
    for (const hex of hexes) t = act(t, { type: 'intercept', side: 'allied', hex }).state;
    const r = act(t, { type: 'interceptRoll', side: 'allied', transports });
    const roll = r.events.find((e) => e.type === 'roll');
    const outcome = r.events.find((e) => e.type === 'interception');
    return { die, result: roll?.type === 'roll' ? roll.result : NaN, success: outcome?.type === 'interception' && outcome.success, state: r.state };
  });
}

describe('7.3–7.5 exact interception odds, against the engine rolling every face', () => {
  it('7.4 one hex: each face, its modified result and its outcome are what the engine rolls', () => {
    const s = asked();
    const d = decisionOf(s);
    expect(d.hex).toBe('2814');
    const odds = interceptionChoiceOdds(s, d, ['2415'], false);
    expect(odds.distance).toBe(distance('2415', '2814'));
    expect(odds.modifier).toMatchObject({ value: -2, rule: '7.4', code: 'modifier.lowestSpeed', params: { ship: 'pe-ship-atahualpa' } });
    const engine = rolled(s, ['2415'], false);
    expect(odds.faces).toEqual(engine.map(({ die, result, success }) => ({ die, result, success })));
    expect(odds.pSuccess).toBe(engine.filter((e) => e.success).length / 6);
    expect(odds.pSuccess).toBe(0); // 6 − 2 = 4 is not above 4
  });

  it('7.5 each failure: the interceptors sail the modified roll towards the hex, with its probability', () => {
    const s = asked();
    const odds = interceptionChoiceOdds(s, decisionOf(s), ['2415'], false);
    const engine = rolled(s, ['2415'], false);
    const moved = engine.map((e) => {
      const loc = e.state.ships['pe-ship-atahualpa']!.location;
      return loc.kind === 'hex' ? distance('2415', loc.hex) : -1;
    });
    const counts = new Map<number, number>();
    for (const m of moved) counts.set(m, (counts.get(m) ?? 0) + 1);
    expect(odds.failures).toEqual([...counts.entries()].sort((a, b) => a[0] - b[0]).map(([moves, n]) => ({ moves, p: n / 6 })));
    expect(odds.failures.reduce((a, f) => a + f.p, 0) + odds.pSuccess).toBeCloseTo(1, 12);
  });

  it('7.3 several hexes: the farthest distance, the lowest speed of all ships going; with transports the transport\'s speed counts', () => {
    const s = asked();
    const d = decisionOf(s);
    for (const transports of [false, true]) {
      const odds = interceptionChoiceOdds(s, d, ['2415', '2514'], transports);
      const engine = rolled(s, ['2415', '2514'], transports);
      expect(odds.faces).toEqual(engine.map(({ die, result, success }) => ({ die, result, success })));
      expect(odds.pSuccess).toBe(engine.filter((e) => e.success).length / 6);
    }
    const fast = interceptionChoiceOdds(s, d, ['2514'], false);
    expect(fast.modifier).toMatchObject({ value: 1, params: { ship: 'pe-ship-pilcomayo' } });
    expect(fast.pSuccess).toBe(rolled(s, ['2514'], false).filter((e) => e.success).length / 6);
    expect(fast.pSuccess).toBeGreaterThan(0);
    expect(fast.pSuccess).toBeLessThan(1);
  });

  it('7.4 ES option: the fastest ship intercepted gives the modifier, as the engine rolls it', () => {
    const s = asked({ interceptionModifier: 'es' });
    const odds = interceptionChoiceOdds(s, decisionOf(s), ['2415'], false);
    expect(odds.modifier).toMatchObject({ value: 1, rule: '7.4 ES', params: { ship: 'cl-ship-cochrane' } });
    const engine = rolled(s, ['2415'], false);
    expect(odds.faces).toEqual(engine.map(({ die, result, success }) => ({ die, result, success })));
    expect(odds.pSuccess).toBe(engine.filter((e) => e.success).length / 6);
  });

  it('7.3 the question\'s odds: each hex that could be added, then the declared hexes with and without transports', () => {
    let s = asked();
    const before = interceptionQuestionOdds(s, decisionOf(s));
    expect(before.declared).toBeNull();
    expect(before.adding.map((o) => o.hexes)).toEqual([['2415'], ['2514']]);
    s = act(s, { type: 'intercept', side: 'allied', hex: '2514' }).state;
    const after = interceptionQuestionOdds(s, decisionOf(s));
    expect(after.declared).toMatchObject({ hexes: ['2514'], transports: false });
    expect([...after.declared!.ships].sort()).toEqual(['pe-ship-pilcomayo', 'pe-ship-union']);
    expect(after.declaredWithTransports).toMatchObject({ transports: true });
    expect([...after.declaredWithTransports!.ships].sort()).toEqual(['pe-ship-oroya', 'pe-ship-pilcomayo', 'pe-ship-union']);
    expect(after.adding.map((o) => o.hexes)).toEqual([['2514', '2415']]);
  });

  it('7.3 note: interceptors in the hex entered need no roll', () => {
    const s = asked();
    const d = { ...decisionOf(s), hex: '2514' };
    expect(interceptionChoiceOdds(s, d, ['2514'], false)).toMatchObject({ automatic: true, pSuccess: 1, faces: [], failures: [], modifier: null });
  });
});
