import type { Plan } from '../heuristic/plan';

/**
 * A plan as it plays from game turn `turn` on. A campaign stage open by then (opensByTurn ≤ turn) stays
 * open for the rest of the game whatever is taken or lost (targets.ts openObjectives), so the turn it
 * opened no longer matters; nor does the plan's name.
 */
export function planFromTurn(plan: Plan, turn: number): Plan {
  return { ...plan, name: '', campaign: plan.campaign.map((stage) => (stage.opensByTurn <= turn ? { ...stage, opensByTurn: 1 } : stage)) };
}

/**
 * Whether every plan plays as the first from game turn `turn` to the end of the game: then weighing them
 * by playouts can only find equal scores (the same worlds, dice and moves for each), and the first is
 * kept (choosePlan). Chile's two plans differ only in when the campaign's stages open, all of them by
 * turn 4 in the heuristic's own (plan.ts): from turn 4 on they are one plan.
 */
export function plansAlikeFrom(plans: readonly Plan[], turn: number): boolean {
  const first = plans[0];
  if (!first) return true;
  const key = JSON.stringify(planFromTurn(first, turn));
  return plans.every((plan) => JSON.stringify(planFromTurn(plan, turn)) === key);
}
