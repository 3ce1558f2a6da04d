import type { Action, HexId } from '../../engine';
import type { AdvanceDecision, CombatLossesDecision, CombatSupplyDecision, FormAttackDecision, RetreatDecision } from '../../engine/land/types';
import { attackOdds } from './odds';
import { pickLoss } from './landMovement';
import { garrisonWanted, landTarget } from './targets';
import { forcesAt, landDistance, vpOf, type Board } from './world';

type Find = (pred: (a: Action) => boolean) => Action | undefined;

/** Units at `from` free to attack this phase (8.7: once each; landed assault units fight only their own hex). */
function freeAttackers(board: Board, from: HexId): string[] {
  const busy = new Set([...board.view.land.attacked, ...board.view.amphibiousAssaults.flatMap((a) => a.units)]);
  return forcesAt(board, from, board.me).units.filter((u) => !busy.has(u));
}

/** What an attack is worth to the attacker: hits traded, plus the hex if the defenders are routed. */
export function attackValue(board: Board, from: HexId, target: HexId, attackers: readonly string[]): number {
  const defenders = forcesAt(board, target, board.foe).units;
  if (defenders.length === 0) return 1 + vpOf(target); // columns only: captured or destroyed for free
  const odds = attackOdds(board.view, attackers, from, target, defenders, { attackerColumn: forcesAt(board, from, board.me).columns.length > 0 && vpOf(target) > 0, defenderColumn: forcesAt(board, target, board.foe).columns.length > 0, amphibious: false });
  const prize = board.me === 'chile' ? vpOf(target) * 1.2 + 0.4 : board.view.control[target] === 'chile' ? vpOf(target) * 1.2 + 0.4 : 0.3;
  const aggression = board.plan.aggression[board.me];
  return aggression * odds.expectedHits - odds.expectedLosses + odds.defenderRoutedChance * prize - odds.attackerRoutedChance * 0.6 + siegeResolve(board, target, attackers, defenders);
}

/**
 * An army beside an objective it clearly outnumbers (steps, 2.7) attacks it rather than waiting turn
 * after turn for better odds that never come (issue 20: a fort or a river makes every single attack
 * look poor, so Chile sat beside Iquique for up to eleven turns).
 */
function siegeResolve(board: Board, target: HexId, attackers: readonly string[], defenders: readonly string[]): number {
  const enemyObjective = vpOf(target) > 0 && (board.me === 'chile' ? board.view.control[target] !== 'chile' : board.view.control[target] === 'chile');
  if (!enemyObjective) return 0;
  const steps = (units: readonly string[]) => units.reduce((n, u) => n + (board.view.units[u]?.steps ?? 1), 0);
  const mine = steps(attackers);
  const theirs = steps(defenders);
  return mine >= 1.5 * theirs ? 0.6 + 0.3 * vpOf(target) : 0;
}

export function landCombatPhase(board: Board, legal: readonly Action[], find: Find): Action | undefined {
  const assault = find((a) => a.type === 'resolveAssault');
  if (assault) return assault;
  let best: Action | undefined;
  let bestValue = 0.05;
  for (const a of legal) {
    if (a.type !== 'beginAttack') continue;
    const attackers = freeAttackers(board, a.from);
    if (attackers.length === 0) continue;
    const v = attackValue(board, a.from, a.target, attackers);
    if (v > bestValue) {
      bestValue = v;
      best = a;
    }
  }
  return best ?? find((a) => a.type === 'endPhase');
}

export function formAttack(board: Board, d: FormAttackDecision, find: Find): Action | undefined {
  const free = freeAttackers(board, d.from);
  for (const u of free) if (!d.units.includes(u)) {
    const t = find((a) => a.type === 'toggleAttacker' && a.unit === u);
    if (t) return t;
  }
  return find((a) => a.type === 'declareAttack') ?? find((a) => a.type === 'cancelAttack');
}

export function combatSupply(board: Board, d: CombatSupplyDecision, legal: readonly Action[]): Action | undefined {
  const battle = board.view.land.battle;
  const stake = battle ? vpOf(battle.target) : 0;
  const want = stake > 0 || d.columns >= 3;
  const options = legal.filter((a): a is Extract<Action, { type: 'combatSupply' }> => a.type === 'combatSupply');
  const pick = (initiative: boolean, extraDie: boolean) => options.find((a) => a.initiative === initiative && a.extraDie === extraDie);
  if (want) return pick(false, true) ?? pick(false, false);
  return pick(false, false) ?? options[0];
}

export function combatLosses(board: Board, d: CombatLossesDecision, find: Find): Action | undefined {
  return find((a) => a.type === 'takeLoss' && a.unit === pickLoss(board.view, d.candidates));
}

export function retreat(board: Board, d: RetreatDecision, legal: readonly Action[], find: Find): Action | undefined {
  const view = board.view;
  const holdWorth = vpOf(d.from) > 0 && d.units.length >= 2;
  if (holdWorth) {
    const full = d.units.find((u) => (view.units[u]?.steps ?? 1) >= 2) ?? d.units[0];
    const hold = find((a) => a.type === 'holdGround' && a.unit === full);
    if (hold) return hold;
  }
  const target = landTarget(board, d.from, d.units);
  let best: Action | undefined;
  let bestScore = -Infinity;
  for (const a of legal) {
    if (a.type !== 'retreat') continue;
    const enemyNear = [...board.at.entries()].filter(([s, f]) => f[board.foe].units.length > 0 && landDistance(board.map, s, a.to) <= 4).length;
    const friends = forcesAt(board, a.to, board.me).units.length;
    const score = -2 * enemyNear + Math.min(friends, 6 - d.units.length) * 0.5 - landDistance(board.map, a.to, target) / 10;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best ?? legal[0];
}

export function advance(board: Board, d: AdvanceDecision, find: Find): Action | undefined {
  const view = board.view;
  const battle = view.land.battle;
  const worth = vpOf(d.target) > 0 || board.me === 'chile';
  const leftBehind = forcesAt(board, d.from, board.me).units.length;
  const needBehind = garrisonWanted(board, d.from);
  if (worth && leftBehind > needBehind) {
    const advanced = new Set(battle?.advanced ?? []);
    const a = find((x) => x.type === 'advanceUnit' && !advanced.has(x.unit));
    if (a) return a;
  }
  return find((a) => a.type === 'endAdvance');
}
