import type { Side } from '../../engine';
import { CHILE_CAMPAIGN, DEFAULT_PLAN, type Plan } from '../heuristic/plan';

/**
 * The plans the search bot weighs at the start of each of its player turns: the heuristic's own plan
 * and variants of it, each a change of one or two knobs that played well against the heuristic in
 * seeded trials (docs/bots.md, "How the plan library was chosen"). The first of each side is the default.
 */
const campaignOpening = (stage: number, turn: number) => CHILE_CAMPAIGN.map((s, i) => (i === stage ? { ...s, opensByTurn: turn } : s));

export const PLAN_LIBRARY: Readonly<Record<Side, readonly Plan[]>> = {
  // Chile: the heuristic's campaign attacking more readily (1.5 instead of 1.1: the best single change in
  // the trials) first, the heuristic's own plan, Lima opened early (turn 3 or 2), and all-out attack.
  chile: [
    { ...DEFAULT_PLAN, name: 'campaign', aggression: { chile: 1.5, allied: 0.9 } },
    { ...DEFAULT_PLAN, name: 'campaign-steady' },
    { ...DEFAULT_PLAN, name: 'lima-by-turn-3', aggression: { chile: 1.5, allied: 0.9 }, campaign: campaignOpening(2, 3) },
    { ...DEFAULT_PLAN, name: 'lima-by-turn-2', campaign: campaignOpening(2, 2) },
    { ...DEFAULT_PLAN, name: 'all-in', aggression: { chile: 2.0, allied: 0.9 } },
  ],
  allied: [
    { ...DEFAULT_PLAN, name: 'defend' },
    { ...DEFAULT_PLAN, name: 'wide-watch', threatRange: 20 },
    { ...DEFAULT_PLAN, name: 'lean-garrisons', alliedGarrisonPerThreat: 0.7 },
    { ...DEFAULT_PLAN, name: 'hold-the-south', alliedStress: { '3116': 3, '3115': 2, '2913': 3, '2914': 2 } },
    { ...DEFAULT_PLAN, name: 'counter-attack', aggression: { chile: 1.1, allied: 1.3 } },
  ],
};

export function planNamed(side: Side, name: string | undefined): Plan {
  const plans = PLAN_LIBRARY[side];
  return plans.find((p) => p.name === name) ?? plans[0]!;
}
