import { activeSide, applyListedAction, legalActions, otherSide, VICTORY_CHECK_TURNS, type GameState, type PlayerView, type Side } from '../../engine';
import { heuristicChoose } from '../heuristic/heuristicBot';
import { DEFAULT_PLAN, type Plan } from '../heuristic/plan';
import { seededRandom } from '../seededRandom';
import { determinise, guessOrders } from './determinise';
import { worthAfterCheck } from './checkOdds';
import { evaluate, RESULT_VALUE } from './evaluate';
import { PLAN_LIBRARY } from './plans';
import { plansAlikeFrom } from './plansAlike';

/** Sampled worlds per plan for each `PLAN_BUDGET_PER_WORLD` of budget (300 → 4 worlds). */
export const PLAN_BUDGET_PER_WORLD = 75;
/** A playout stops after this many engine steps at most (a whole game is 700–2,500). */
const PLAYOUT_LIMIT = 5_000;
/** Another plan must beat the first (the default) by this much in summed score to be chosen. */
const MARGIN = 0.01;

/**
 * What a playout's end is worth to `me`, 0–1: the result if the game ended; just after a check that
 * settled nothing, the chances that check's VP gave in seeded games (checkOdds.ts); else (a playout cut
 * short) the position's evaluation.
 */
export function outcome(state: GameState, me: Side): number {
  if (state.result) return state.result.winner === null ? 0.5 : state.result.winner === me ? 1 : 0;
  const after = worthAfterCheck(state, me);
  if (after !== null) return after;
  return Math.max(0.02, Math.min(0.98, 0.5 + (0.5 * evaluate(state as unknown as PlayerView, me)) / RESULT_VALUE));
}

/**
 * Play a sampled world on to the end of game turn `until` (the next victory check) with the heuristic
 * for both sides: `me` following `plan`, the opponent the heuristic's own plan (the model of the
 * opponent). Inside its own sampled world the bot reads the world directly, without a view.
 */
export function playToCheck(state: GameState, me: Side, plan: Plan, until: number): GameState {
  for (let n = 0; n < PLAYOUT_LIMIT; n++) {
    const who = activeSide(state);
    if (!who || state.turn > until) break;
    // The heuristic hands back one of the listed objects (tests/unit/applyListedAction.test.ts): no second lookup.
    const r = applyListedAction(state, heuristicChoose(state as unknown as PlayerView, legalActions(state), who === me ? plan : DEFAULT_PLAN));
    if (!r.ok) break;
    state = r.state;
  }
  return state;
}

/**
 * The search bot's plan for this player turn: every plan of the side's library (or of `plans`) is played out from the
 * same sampled worlds (the opponent's hidden NADCs and the dice drawn afresh from the view — common
 * random numbers) to the next victory check (5.2–5.4), and the plan with the best summed outcome is
 * kept; the default keeps ties. Deterministic in (view, seed, budget). Plans that play alike from this
 * turn on (plansAlike.ts: Chile's two from turn 4) are not played out: they could only tie.
 */
export function choosePlan(view: PlayerView, me: Side, seed: number, budget: number, onProgress?: (fraction: number) => void, plans: readonly Plan[] = PLAN_LIBRARY[me]): Plan {
  // Plans that play alike from this turn on would score alike: the first is kept without a playout.
  if (plansAlikeFrom(plans, view.turn)) return plans[0]!;
  const worlds = Math.max(1, Math.round(budget / PLAN_BUDGET_PER_WORLD));
  const until = VICTORY_CHECK_TURNS.find((t) => t >= view.turn) ?? 12;
  const total = plans.map(() => 0);
  const random = seededRandom(seed);
  const guess = guessOrders(view, otherSide(me));
  for (let w = 0; w < worlds; w++) {
    const worldSeed = Math.floor(random() * 2 ** 32);
    plans.forEach((plan, i) => {
      const end = playToCheck(determinise(view, seededRandom(worldSeed), worldSeed, guess), me, plan, until);
      total[i]! += outcome(end, me);
      onProgress?.((w * plans.length + i + 1) / (worlds * plans.length));
    });
  }
  let best = 0;
  for (let i = 1; i < plans.length; i++) if (total[i]! > total[best]! + MARGIN) best = i;
  return plans[best]!;
}
