import { activeSide, applyAction, applyListedAction, legalActions, otherSide, VICTORY_CHECK_TURNS, type Action, type GameState, type PlayerView, type Side } from '../../engine';
import type { Bot } from '../bot';
import { seededRandom } from '../seededRandom';
import { heuristicChoose } from '../heuristic/heuristicBot';
import { DEFAULT_PLAN, type Plan } from '../heuristic/plan';
import type { BotChoice, BotMemory } from '../memory';
import { choosePlan } from './choosePlan';
import { PLAN_LIBRARY, planNamed } from './plans';
import { attackValue } from '../heuristic/landCombat';
import { readBoard } from '../heuristic/world';
import { determinise, guessOrders } from './determinise';
import { evaluate } from './evaluate';
import { valueAfterCheck } from './checkOdds';

export type Progress = (fraction: number) => void;

/** Engine steps a decision may simulate (deterministic, so games replay exactly): ~1 ms each today. */
export const DEFAULT_BUDGET = 300;
/** In a victory-check turn the look-ahead runs to the check itself; such decisions get this many budgets. */
const CHECK_TURN_FACTOR = 3;
/** Longest playout: to the end of the player turn (or, in a check turn, of the game turn). */
const HORIZON = 60;
const CHECK_HORIZON = 260;
/** Attacks kept per decision (the heuristic's best ones), besides its own choice and ending the phase. */
const MAX_ATTACKS = 4;
/** How much better (evaluation units: 4 = one VP) a candidate's paired mean must be to overrule the heuristic. */
const SWITCH_MARGIN = 0.75;
/** …and by how many standard errors of the paired difference. */
const SWITCH_SE = 1.0;
/** Fewest worlds each candidate must have met for a switch. */
const MIN_SAMPLES = 4;

const isCheckTurn = (turn: number) => VICTORY_CHECK_TURNS.includes(turn);

/** How a side's search spends its budget: a plan chosen each turn by playouts, or one plan kept; and the budgets each searched decision gets. */
export interface SearchShape {
  /** The plan (PLAN_LIBRARY) always played, or null for a plan search at the start of each own player turn (choosePlan). */
  readonly plan: string | null;
  /** Budgets per searched decision (times CHECK_TURN_FACTOR in a check turn); 0: no decision is searched, the heuristic plays the plan. */
  readonly decisionBudgets: number;
  /**
   * With a fixed plan: the plans (the fixed one first, the default) weighed by playouts to the check at
   * the first decision of the side's own player turn in a victory-check turn (5.2–5.4), or null.
   */
  readonly checkPlans: readonly string[] | null;
}

/**
 * A check-turn plan search (SearchShape.checkPlans) gets this many budgets: its playouts are one player
 * turn long, to the check. Twice as many chose the same plan in 193 of 200 tuning games (seeds
 * 82000–82199, docs/bots.md).
 */
const CHECK_PLAN_FACTOR = 8;

/**
 * Chile chooses its plan each turn. The Allies' plan search was worth 0–2 points (scripts/plan-values.ts:
 * lean-garrisons measured best of the five plans, +0.029 against the default), and dropping it lost
 * nothing on 200 tuning games (seeds 82000–82199: 47 games better, 46 worse) while halving the game
 * time (docs/bots.md, "Search strength on fresh seeds", the 6876445 paragraph). So the Allies play
 * lean-garrisons and spend four budgets on each battle decision instead — except in their own player
 * turn of a check turn, the last before the check (4.1: Chile moves first): there the check itself
 * scores the playouts, and they weigh striking back at the objectives Chile holds (counter-attack,
 * all-out) against holding on. That was +5 points on tuning seeds 82000–82199 (121 of 200 won against
 * 111) and +2 on 600 fresh seeds 88100–88699 (358 against 345; paired 55 better, 42 worse): small, the
 * same way both times (docs/bots.md, the 99780a3 paragraph). Weighing plans in the turn before a check
 * too gained nothing more (56 paired games: 29 better, 27 worse) and took up to 6 s a decision.
 * Their plan is hold-lima (plans.ts): lean-garrisons with Lima held by three units and Callao by two
 * whatever the threat on land, since Lima's 7 VP alone pass the turn-5 check (5.2) and Chile's army comes
 * to it from the sea, where no land threat is counted. On the same tuning seeds the search with it won
 * 146 of 200 (121 with lean-garrisons); fresh seeds: docs/bots.md, "Search strength on fresh seeds".
 */
export const SEARCH_SHAPE: Readonly<Record<Side, SearchShape>> = {
  // Chile searches its plan and no battle decision: its battle searches, scored at the end of its own
  // player turn, cost it wins. On 400 tuning seeds (95550–95949, the heuristic that drops garrisons on
  // the march) the plan search alone won 266, with the battle searches 246 (paired 90 better, 70 worse);
  // the all-open plan kept throughout won 260 played straight and 236 with the battle searches (68 / 94,
  // p = 0.049), most of the difference in turn-5 wins (docs/bots.md, "Holding what Chile takes, and Chile's battle searches off").
  chile: { plan: null, decisionBudgets: 0, checkPlans: null },
  allied: { plan: 'hold-lima', decisionBudgets: 4, checkPlans: ['hold-lima', 'counter-attack', 'all-out'] },
};

/** The decisions worth searching, and the candidates: land combat (what to attack, or stop), support, retreats, advances, interceptions. */
function candidates(view: PlayerView, legal: readonly Action[], me: Side, plan: Plan, fallback: Action): Action[] | null {
  const pending = view.pending[view.pending.length - 1];
  if (pending && pending.side === me) {
    switch (pending.kind) {
      case 'retreat':
        return legal.length > 1 ? [...legal].slice(0, 7) : null;
      case 'combatSupply':
        return legal.length > 1 ? [...legal] : null;
      case 'advance': {
        // Search the first advance only; the heuristic then advances the rest or stops.
        if ((view.land.battle?.advanced.length ?? 0) > 0) return null;
        const stop = legal.find((a) => a.type === 'endAdvance');
        const go = legal.find((a) => a.type === 'advanceUnit');
        return stop && go ? [go, stop] : null;
      }
      case 'interception': {
        if (pending.chosen.length > 0) return null;
        return legal.filter((a) => a.type === 'intercept' || a.type === 'declineInterception').slice(0, 5);
      }
      default:
        return null;
    }
  }
  if (pending || view.phase !== 'landCombat' || legal.some((a) => a.type === 'resolveAssault')) return null;
  const board = readBoard(view, me, plan);
  const busy = new Set([...view.land.attacked, ...view.amphibiousAssaults.flatMap((a) => a.units)]);
  const attacks = legal
    .filter((a): a is Extract<Action, { type: 'beginAttack' }> => a.type === 'beginAttack')
    .map((a) => ({ a, v: attackValue(board, a.from, a.target, (board.at.get(a.from)?.[me].units ?? []).filter((u) => !busy.has(u))) }))
    .filter((x) => x.v > -2)
    .sort((x, y) => y.v - x.v)
    .slice(0, MAX_ATTACKS)
    .map((x) => x.a);
  if (attacks.length === 0 && fallback.type === 'endPhase') return null;
  const end = legal.find((a) => a.type === 'endPhase');
  return end ? [...attacks, end] : attacks;
}

/**
 * Play on from `state` with the heuristic for both sides (it is the model of the opponent too) until
 * the player turn the decision was taken in is over — in a victory-check turn, until the check — or the
 * game ends, or the horizon or the budget runs out.
 */
function playout(state: GameState, me: Side, plan: Plan, budget: { left: number }, check: boolean): GameState {
  const turn = state.turn;
  const side = state.side;
  const horizon = check ? CHECK_HORIZON : HORIZON;
  for (let i = 0; i < horizon && budget.left > 0; i++) {
    const who = activeSide(state);
    if (!who) break;
    if (state.turn !== turn) break;
    if (!check && (state.side !== side || state.phase === 'victoryDetermination') && state.pending.length === 0) break;
    // Inside its own sampled world the bot reads the world directly (it was built from the view).
    // The heuristic hands back one of the listed objects (tests/unit/applyListedAction.test.ts): no second lookup.
    const r = applyListedAction(state, heuristicChoose(state as unknown as PlayerView, legalActions(state), who === me ? plan : DEFAULT_PLAN));
    budget.left--;
    if (!r.ok) break;
    state = r.state;
  }
  return state;
}

/**
 * `search`: as Chile, at the first decision of each of its player turns, a plan chosen by playouts to
 * the next victory check (choosePlan.ts) and remembered in the bot's memory; as the Allies, one plan
 * throughout but in their player turn of a check turn, where their check plans are weighed the same way
 * (SEARCH_SHAPE); then the heuristic with that plan, and, for the Allies (Chile's were measured to cost
 * it wins, SEARCH_SHAPE), flat Monte Carlo over sampled worlds (information-set determinisation) for the
 * decisions that decide battles. Every candidate meets the same sampled world and dice
 * in a round (common random numbers), is played out with the heuristic for both sides to the end of
 * the player turn (in a check turn to the victory check itself), and scored by `evaluate` (past an
 * open-ended check, by Chile's chances from its VP there: checkOdds.ts). A candidate
 * replaces the heuristic's own choice only when its paired advantage is larger than a margin and than
 * its standard error. Budget = simulated engine steps, never wall-clock, so a seed replays exactly.
 */
export function chooseSearch(view: PlayerView, legal: readonly Action[], seed: number, budget: number, onProgress?: Progress, memory?: BotMemory): BotChoice<Action> {
  const me = (legal[0]?.side ?? view.viewer) as Side;
  const { plan, memory: kept } = planForTurn(view, me, seed, budget, memory, onProgress);
  const action = chooseWithPlan(view, legal, me, plan, seed, budget, onProgress);
  return { action, memory: kept };
}

/**
 * The plan to follow: a side with a fixed plan (SEARCH_SHAPE) plays it, but in its own player turn of a
 * check turn the one of its check plans chosen at the turn's first decision by playouts to the check;
 * otherwise the remembered one while the turn lasts; at the first decision of the bot's own player turn
 * a new one chosen by playouts to the next check (choosePlan); otherwise the default.
 */
function planForTurn(view: PlayerView, me: Side, seed: number, budget: number, memory: BotMemory | undefined, onProgress?: Progress): { plan: Plan; memory: BotMemory | undefined } {
  const game = String(view.seed ?? 'live');
  const myTurn = view.side === me && view.phase !== 'setup';
  const known = memory && memory.game === game ? memory : undefined;
  const fixed = SEARCH_SHAPE[me].plan;
  if (fixed !== null) {
    const weighed = SEARCH_SHAPE[me].checkPlans;
    if (!weighed || !myTurn || !isCheckTurn(view.turn) || budget <= 0) return { plan: planNamed(me, fixed), memory: myTurn ? { game, turn: view.turn, plan: fixed } : known };
    if (known && known.turn === view.turn) return { plan: planNamed(me, known.plan), memory: known };
    const plan = choosePlan(view, me, (seed ^ 0x9e3779b9) >>> 0, budget * CHECK_PLAN_FACTOR, onProgress, weighed.map((name) => planNamed(me, name)));
    return { plan, memory: { game, turn: view.turn, plan: plan.name } };
  }
  if (known && (known.turn === view.turn || !myTurn)) return { plan: planNamed(me, known.plan), memory: known };
  if (!myTurn || budget <= 0) return { plan: PLAN_LIBRARY[me][0]!, memory: known };
  const plan = choosePlan(view, me, (seed ^ 0x9e3779b9) >>> 0, budget, onProgress);
  return { plan, memory: { game, turn: view.turn, plan: plan.name } };
}

function chooseWithPlan(view: PlayerView, legal: readonly Action[], me: Side, plan: Plan, seed: number, budget: number, onProgress?: Progress): Action {
  const fallback = heuristicChoose(view, legal, plan);
  const found = budget > 0 && SEARCH_SHAPE[me].decisionBudgets > 0 ? candidates(view, legal, me, plan, fallback) : null;
  const key = (a: Action) => JSON.stringify(a);
  const options = found ? [fallback, ...found.filter((a) => key(a) !== key(fallback))] : [];
  if (options.length < 2) {
    onProgress?.(1);
    return fallback;
  }
  const check = isCheckTurn(view.turn);
  const total = (check ? budget * CHECK_TURN_FACTOR : budget) * SEARCH_SHAPE[me].decisionBudgets;
  const random = seededRandom(seed);
  const left = { left: total };
  const scores: number[][] = options.map(() => []);
  const guess = guessOrders(view, otherSide(me));
  let round = 0;
  while (left.left > 0 && round < 64) {
    const worldSeed = Math.floor(random() * 2 ** 32);
    const row: number[] = [];
    for (let i = 0; i < options.length && left.left > 0; i++) {
      // Common random numbers: every candidate meets the same sampled world and dice in a round.
      const world = determinise(view, seededRandom(worldSeed), worldSeed, guess);
      const r = applyAction(world, options[i]!);
      left.left--;
      if (!r.ok) break;
      const end = playout(r.state, me, plan, left, check);
      const { dice: _d, nadc: _n, ...seen } = end;
      // In a check turn a look-ahead that passed the check with the game going on is worth Chile's chances from there.
      row.push((check ? valueAfterCheck(end, me) : null) ?? evaluate(seen as unknown as PlayerView, me));
    }
    // Only complete rounds count, so every candidate is compared on the same worlds.
    if (row.length === options.length) row.forEach((v, i) => scores[i]!.push(v));
    round++;
    onProgress?.(Math.min(1, 1 - left.left / total));
  }
  // Policy improvement with a guard: leave the heuristic's choice only for a clearly better paired mean.
  const n = scores[0]!.length;
  let best = 0;
  let bestGain = 0;
  if (n >= MIN_SAMPLES) {
    for (let i = 1; i < options.length; i++) {
      const diffs = scores[i]!.map((v, k) => v - scores[0]![k]!);
      const mean = diffs.reduce((s, x) => s + x, 0) / n;
      const sd = Math.sqrt(diffs.reduce((s, x) => s + (x - mean) ** 2, 0) / Math.max(1, n - 1));
      const se = sd / Math.sqrt(n);
      if (mean > SWITCH_MARGIN && mean > SWITCH_SE * se && mean > bestGain) {
        bestGain = mean;
        best = i;
      }
    }
  }
  onProgress?.(1);
  return options[best]!;
}

/** The search bot at a given budget (tests use a small one to keep games quick). */
export function makeSearchBot(budget = DEFAULT_BUDGET): Bot {
  return {
    name: 'search',
    choose: (view, legal, random) => chooseSearch(view, legal, Math.floor(random() * 2 ** 32), budget).action,
    decide: (view, legal, random, memory) => chooseSearch(view, legal, Math.floor(random() * 2 ** 32), budget, undefined, memory),
  };
}

export const searchBot: Bot = makeSearchBot();
