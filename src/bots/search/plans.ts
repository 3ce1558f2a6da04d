import type { Side } from '../../engine';
import { CHILE_CAMPAIGN, DEFAULT_PLAN, type Plan } from '../heuristic/plan';

/** Every stage of the campaign open from turn 1. */
const allOpen = CHILE_CAMPAIGN.map((s) => ({ ...s, opensByTurn: 1 }));

/**
 * Chile's garrison of Lima once taken: 1.5 units a point of Allied threat, up to 12, in place of the thin
 * garrisons elsewhere (0.3, at most 2). Lima's 7 VP alone pass the turn-5 check's 6 (5.1, 5.2), and the
 * army that took it on turn 2 marched on leaving two units against ten Allied steps within three hexes:
 * Lima was lost again in 90 of the 257 Chilean player turns that ended with it held (the all-open plan
 * against the heuristic, tuning seeds 95550–95649), 62 with this rule. The search as Chile on 400 tuning
 * seeds (95550–95949): 291 wins against 266 (paired 54 better, 34 worse). The heuristic's own plan keeps
 * the thin garrison (docs/bots.md, "Chile holds Lima").
 */
const HOLD_LIMA = { '2008': { perThreat: 1.5, max: 12 } } as const;

/**
 * The plans the search bot weighs at the start of each of its player turns as Chile (the Allies play
 * one of theirs but in check turns, SEARCH_SHAPE in searchBot.ts; scripts/plan-values.ts still weighs them all):
 * the heuristic's own plan and variants of it, each a change of a few knobs that played well against the heuristic in
 * seeded trials (docs/bots.md, "How the plan library was chosen"). The first of each side is the default.
 * No two plans of a side may play alike (plans.test.ts): every sampled world is played out once per
 * plan, so a copy only costs time.
 */
export const PLAN_LIBRARY: Readonly<Record<Side, readonly Plan[]>> = {
  // Chile: the heuristic's campaign (since issue 20 it attacks readily, 1.5, with thin garrisons, 0.3 a
  // point of threat, at most 2 — the old library's best variant), then the same with every stage open
  // from turn 1. The old library's other three Chile plans became copies of these two when the
  // heuristic took over their settings, and were dropped: the search chooses exactly as before, faster.
  // Both keep every escort with each convoy (no relay, the heuristic's escortRelayUntil): the relay in
  // them won 255 of 400 tuning games against 266 without, and 187/300 against 177/300 on fresh seeds
  // (p = 0.49), no gain (docs/bots.md, "What else was tried for Chile").
  chile: [
    { ...DEFAULT_PLAN, name: 'strike-thin', chileGarrisonAt: HOLD_LIMA, escortRelayUntil: 0 },
    { ...DEFAULT_PLAN, name: 'strike-thin-all-open', campaign: allOpen, chileGarrisonAt: HOLD_LIMA, escortRelayUntil: 0 },
  ],
  allied: [
    { ...DEFAULT_PLAN, name: 'defend' },
    { ...DEFAULT_PLAN, name: 'wide-watch', threatRange: 20 },
    { ...DEFAULT_PLAN, name: 'lean-garrisons', alliedGarrisonPerThreat: 0.7 },
    // Lean garrisons, but Lima three units and Callao two whatever the threat on land: Chile's army lands
    // beside them from the sea (7.6), where no land threat is counted (targets.ts threatTo), and Lima's 7 VP
    // alone pass the turn-5 check's 6 (5.2). Chile held Lima in 12 of the 15 heuristic games it won at the
    // turn-5 check (seeds 88100–88159). As a plan of the heuristic against the heuristic, 254 of 400 won
    // against lean-garrisons' 214 (tuning seeds 75000–75199 and 82000–82199, scripts/plan-trials.ts).
    { ...DEFAULT_PLAN, name: 'hold-lima', alliedGarrisonPerThreat: 0.7, alliedMinGarrison: { ...DEFAULT_PLAN.alliedMinGarrison, '2008': 3, '2007': 2 } },
    { ...DEFAULT_PLAN, name: 'hold-the-south', alliedStress: { '3116': 3, '3115': 2, '2913': 3, '2914': 2 } },
    { ...DEFAULT_PLAN, name: 'counter-attack', aggression: { chile: 1.1, allied: 1.3 } },
    // For the last player turn before a check (SEARCH_SHAPE.allied.checkPlans): the garrisons thin, the
    // attacks readier, and every group that outnumbers a Chilean holder a little marches on it.
    { ...DEFAULT_PLAN, name: 'all-out', aggression: { chile: 1.5, allied: 2.0 }, alliedGarrisonPerThreat: 0.3, alliedRetakeOdds: 0.9 },
  ],
};

/** Names of dropped plans a bot's memory may still hold (an autosave made mid-turn), and the plan now alike. */
const FORMER: Readonly<Record<string, string>> = { campaign: 'strike-thin', 'campaign-steady': 'strike-thin', 'strike-all-open': 'strike-thin-all-open' };

export function planNamed(side: Side, name: string | undefined): Plan {
  const plans = PLAN_LIBRARY[side];
  const wanted = name !== undefined ? (FORMER[name] ?? name) : undefined;
  return plans.find((p) => p.name === wanted) ?? plans[0]!;
}
