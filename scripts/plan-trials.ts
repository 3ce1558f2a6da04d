/**
 * `npx tsx scripts/plan-trials.ts <variant> <chile|allied> [games] [first seed]`: the heuristic bot with
 * one plan variant (a change of the knobs in src/bots/heuristic/plan.ts) on one side against the
 * heuristic's own plan on the other, over seeded games. How the search bot's plan library
 * (src/bots/search/plans.ts) was chosen; the figures are in docs/bots.md.
 *   npx tsx scripts/plan-trials.ts aggressive chile 80 30000
 */
import { activeSide, applyAction, legalActions, newGame, viewFor, type Side } from '../src/engine';
import { heuristicChoose } from '../src/bots/heuristic/heuristicBot';
import { CHILE_CAMPAIGN, DEFAULT_PLAN, type Plan } from '../src/bots/heuristic/plan';
import { sayEn } from '../src/ui/i18n/messages/say';

const opening = (stage: number, turn: number) => CHILE_CAMPAIGN.map((s, i) => (i === stage ? { ...s, opensByTurn: turn } : s));

/** The variants tried (Chile's first, then the Allies'). */
export const VARIANTS: Record<string, Partial<Plan>> = {
  heuristic: {},
  'all-stages-open': { campaign: CHILE_CAMPAIGN.map((s) => ({ ...s, opensByTurn: 1 })) },
  'stage-share-35': { stageShare: 0.35 },
  'stage-share-85': { stageShare: 0.85 },
  'thin-garrisons': { chileGarrisonPerThreat: 0.3, chileMaxGarrison: 2 },
  'fat-garrisons': { chileGarrisonPerThreat: 1.0, chileMaxGarrison: 5 },
  'no-forced-march': { forcedMarch: false },
  cautious: { aggression: { chile: 0.8, allied: 0.9 } },
  aggressive: { aggression: { chile: 1.5, allied: 0.9 } },
  'very-aggressive': { aggression: { chile: 2.0, allied: 0.9 } },
  reckless: { aggression: { chile: 3.0, allied: 0.9 } },
  'lima-by-turn-2': { campaign: opening(2, 2) },
  'lima-by-turn-3': { campaign: opening(2, 3) },
  'aggressive-lima-by-turn-3': { aggression: { chile: 1.5, allied: 0.9 }, campaign: opening(2, 3) },
  'aggressive-thin': { aggression: { chile: 1.5, allied: 0.9 }, chileGarrisonPerThreat: 0.3, chileMaxGarrison: 2 },
  'aggressive-share-35': { aggression: { chile: 1.5, allied: 0.9 }, stageShare: 0.35 },
  'aggressive-all-open': { aggression: { chile: 1.5, allied: 0.9 }, campaign: CHILE_CAMPAIGN.map((s) => ({ ...s, opensByTurn: 1 })) },
  'aggressive-thin-all-open': { aggression: { chile: 1.5, allied: 0.9 }, chileGarrisonPerThreat: 0.3, chileMaxGarrison: 2, campaign: CHILE_CAMPAIGN.map((s) => ({ ...s, opensByTurn: 1 })) },
  'very-aggressive-all-open': { aggression: { chile: 2.0, allied: 0.9 }, campaign: CHILE_CAMPAIGN.map((s) => ({ ...s, opensByTurn: 1 })) },
  'aggressive-range-20': { aggression: { chile: 1.5, allied: 0.9 }, threatRange: 20 },
  'aggressive-lima-by-turn-5': { aggression: { chile: 1.5, allied: 0.9 }, campaign: opening(2, 5) },
  'aggressive-garrison-08': { aggression: { chile: 1.5, allied: 0.9 }, chileGarrisonPerThreat: 0.8 },
  'threat-range-8': { threatRange: 8 },
  'wide-watch': { threatRange: 20 },
  'lean-garrisons': { alliedGarrisonPerThreat: 0.7 },
  'big-garrisons': { alliedGarrisonPerThreat: 1.6, alliedMaxGarrison: 8 },
  'hold-the-south': { alliedStress: { '3116': 3, '3115': 2, '2913': 3, '2914': 2 } },
  'counter-attack': { aggression: { chile: 1.1, allied: 1.3 } },
  'lima-3': { alliedMinGarrison: { '2008': 3, '2007': 1, '3513': 1 } },
  'lima-4': { alliedMinGarrison: { '2008': 4, '2007': 2, '3513': 1 } },
  'bolivia-home': { alliedMaxGarrisonAt: {} },
  'lean-lima-3': { alliedGarrisonPerThreat: 0.7, alliedMinGarrison: { '2008': 3, '2007': 1, '3513': 1 } },
  'hold-lima': { alliedGarrisonPerThreat: 0.7, alliedMinGarrison: { '2008': 3, '2007': 2, '3513': 1 } },
  'lean-lima-4': { alliedGarrisonPerThreat: 0.7, alliedMinGarrison: { '2008': 4, '2007': 2, '3513': 1 } },
  'lean-lima-5': { alliedGarrisonPerThreat: 0.7, alliedMinGarrison: { '2008': 5, '2007': 2, '3513': 1 } },
};

const [name = 'heuristic', sideArg = 'chile', gamesArg = '40', seedArg = '30000'] = process.argv.slice(2);
const variant = VARIANTS[name];
if (!variant) throw new Error(`unknown variant "${name}" (${Object.keys(VARIANTS).join(', ')})`);
const me = sideArg as Side;
const plan: Plan = { ...DEFAULT_PLAN, ...variant, name };
const games = Number(gamesArg);
let wins = 0;
let draws = 0;
let vp = 0;
for (let i = 0; i < games; i++) {
  let state = newGame({ seed: Number(seedArg) + i });
  for (let side = activeSide(state); side; side = activeSide(state)) {
    const r = applyAction(state, heuristicChoose(viewFor(state, side), legalActions(state), side === me ? plan : DEFAULT_PLAN));
    if (!r.ok) throw new Error(sayEn(r.error.message));
    state = r.state;
  }
  if (state.result?.winner === me) wins++;
  else if (state.result?.winner === null) draws++;
  vp += state.result?.chileVp ?? 0;
}
console.log(`${name} as ${me} vs heuristic, seeds ${seedArg}–${Number(seedArg) + games - 1}: ${wins}/${games} wins, ${draws} draws; mean Chile VP ${(vp / games).toFixed(1)}`);
