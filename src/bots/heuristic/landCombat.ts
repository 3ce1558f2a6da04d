import type { Action, HexId } from '../../engine';
import type { AdvanceDecision, CombatLossesDecision, CombatSupplyDecision, FormAttackDecision, RetreatDecision } from '../../engine/land/types';
import { ATTACK_THRESHOLD, attackValue } from './attackValue';
import { pickLoss } from './landMovement';
import { provisionsNeeded } from './supply';
import { garrisonWanted, landTarget } from './targets';
import { roomAt } from './stackRoom';
import { forcesAt, landDistance, vpOf, type Board } from './world';

export { attackValue };

type Find = (pred: (a: Action) => boolean) => Action | undefined;

/** Units at `from` free to attack this phase (8.7: once each; landed assault units fight only their own hex). */
function freeAttackers(board: Board, from: HexId): string[] {
  const busy = new Set([...board.view.land.attacked, ...board.view.amphibiousAssaults.flatMap((a) => a.units)]);
  return forcesAt(board, from, board.me).units.filter((u) => !busy.has(u));
}

export function landCombatPhase(board: Board, legal: readonly Action[], find: Find): Action | undefined {
  const assault = find((a) => a.type === 'resolveAssault');
  if (assault) return assault;
  let best: Action | undefined;
  let bestValue = ATTACK_THRESHOLD;
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
  const stake = battle ? vpOf(board.map, battle.target) : 0;
  const want = stake > 0 || d.columns >= 3;
  // 7.8: never the column ships in this port need to sail (this turn's orders, or the next's once given):
  // without it they could not leave again (issue 20: the squadron stranded at Pisagua after its landing).
  const here = { kind: 'hex', hex: d.hex } as const;
  const keep = Math.max(provisionsNeeded(board, here, board.view.turn), provisionsNeeded(board, here, board.view.turn + 1));
  const options = legal.filter((a): a is Extract<Action, { type: 'combatSupply' }> => a.type === 'combatSupply' && (d.columns - Number(a.initiative) - Number(a.extraDie) >= keep || (!a.initiative && !a.extraDie)));
  const pick = (initiative: boolean, extraDie: boolean) => options.find((a) => a.initiative === initiative && a.extraDie === extraDie);
  if (want) return pick(false, true) ?? pick(false, false);
  return pick(false, false) ?? options[0];
}

export function combatLosses(board: Board, d: CombatLossesDecision, find: Find): Action | undefined {
  return find((a) => a.type === 'takeLoss' && a.unit === pickLoss(board.view, d.candidates));
}

export function retreat(board: Board, d: RetreatDecision, legal: readonly Action[], find: Find): Action | undefined {
  const view = board.view;
  const holdWorth = vpOf(board.map, d.from) > 0 && d.units.length >= 2;
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
    // 8.1: a retreat into a hex with no room for the retreating units loses the excess in the side's
    // next Administrative Phase, before they could move off: only where every way is as full.
    const overstacked = roomAt(board, a.to) < d.units.length ? 20 : 0;
    const score = -2 * enemyNear + Math.min(friends, 6 - d.units.length) * 0.5 - landDistance(board.map, a.to, target) / 10 - overstacked;
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
  const worth = vpOf(board.map, d.target) > 0 || board.me === 'chile';
  const leftBehind = forcesAt(board, d.from, board.me).units.length;
  const needBehind = garrisonWanted(board, d.from);
  // 8.1: never advance into more than the hex takes.
  if (worth && leftBehind > needBehind && roomAt(board, d.target) > 0) {
    const advanced = new Set(battle?.advanced ?? []);
    const a = find((x) => x.type === 'advanceUnit' && !advanced.has(x.unit));
    if (a) return a;
  }
  return find((a) => a.type === 'endAdvance');
}
