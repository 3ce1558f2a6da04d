import { describe, expect, it } from 'vitest';
import { newGame, viewFor } from '../../engine';
import { DEFAULT_PLAN } from '../heuristic/plan';
import { choosePlan } from './choosePlan';
import { PLAN_LIBRARY, planNamed } from './plans';
import { planFromTurn, plansAlikeFrom } from './plansAlike';

describe('plans that play alike from a turn on (the plan search skipped)', () => {
  /** A plan that differs from the heuristic's in a knob other than when a stage opens. */
  const bolder = { ...DEFAULT_PLAN, name: 'bolder', aggression: { chile: 2, allied: 0.9 } };

  it("Chile's two plans differ until every stage of the heuristic's campaign is open (turn 4), and are one plan from then", () => {
    expect([1, 2, 3].map((turn) => plansAlikeFrom(PLAN_LIBRARY.chile, turn))).toEqual([false, false, false]);
    expect([4, 5, 9, 12].map((turn) => plansAlikeFrom(PLAN_LIBRARY.chile, turn))).toEqual([true, true, true, true]);
  });

  it("the Allies' check plans never play alike (they differ in more than when a stage opens)", () => {
    const checkPlans = ['hold-lima', 'counter-attack', 'all-out'].map((name) => planNamed('allied', name));
    expect([1, 5, 9, 12].some((turn) => plansAlikeFrom(checkPlans, turn))).toBe(false);
  });

  it('a plan that differs in another knob is never alike, however late', () => {
    expect(plansAlikeFrom([DEFAULT_PLAN, bolder], 12)).toBe(false);
  });

  it('a stage not open yet keeps its turn; an open one reads as open from the start', () => {
    const late = { ...DEFAULT_PLAN, campaign: DEFAULT_PLAN.campaign.map((s) => ({ ...s, opensByTurn: 7 })) };
    expect(planFromTurn(late, 6).campaign.map((s) => s.opensByTurn)).toEqual([7, 7, 7, 7]);
    expect(planFromTurn(late, 7).campaign.map((s) => s.opensByTurn)).toEqual([1, 1, 1, 1]);
    expect(plansAlikeFrom([DEFAULT_PLAN, late], 6)).toBe(false);
    expect(plansAlikeFrom([DEFAULT_PLAN, late], 7)).toBe(true);
  });

  it('choosePlan keeps the first of plans alike without a playout (no progress reported), and plays out plans that differ', () => {
    const start = newGame({ seed: 8 });
    const atTurn4 = viewFor({ ...start, turn: 4 }, 'chile');
    const seen: number[] = [];
    expect(choosePlan(atTurn4, 'chile', 3, 75, (f) => seen.push(f)).name).toBe(PLAN_LIBRARY.chile[0]!.name);
    expect(seen).toEqual([]);
    choosePlan(atTurn4, 'chile', 3, 75, (f) => seen.push(f), [DEFAULT_PLAN, bolder]);
    expect(seen.length).toBe(2);
  }, 60_000);
});
