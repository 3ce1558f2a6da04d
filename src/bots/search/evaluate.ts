import { VICTORY_CHECK_TURNS, type PlayerView, type Side, controller } from '../../engine';
import { landUnit } from '../../engine/counters';
import { strength } from '../heuristic/odds';
import { openObjectives } from '../heuristic/targets';
import { distanceField, landDistance, mapOf, readBoard, unitSide, vpOf } from '../heuristic/world';

/** What a finished game is worth (evaluation units: 4 = one VP). A draw is worth nothing to either side. */
export const RESULT_VALUE = 200;

/** 5.2–5.4: Chile's winning VP at each check turn. */
const WIN_AT: Readonly<Record<number, number>> = { 5: 6, 9: 8, 12: 18 };

/** How far (MP) a stack may be to count as a threat to a hex this turn or the next. */
const THREAT_MP = 8;

/**
 * A position's worth for `side` (higher is better), from what that side sees: Chile's VP (held
 * objectives and bonus) with a bonus for standing at or over the next check's winning threshold,
 * objectives under threat (stronger enemy land forces within reach of a weakly held objective count
 * for half its VP), land steps on each side, and how close Chile's army stands to its open objectives.
 * A finished game is ±RESULT_VALUE. Used by the search bot to score the end of its look-ahead.
 */
export function evaluate(view: Omit<PlayerView, 'viewer'>, side: Side): number {
  if (view.result) {
    const w = view.result.winner;
    return w === null ? 0 : (w === side ? RESULT_VALUE : -RESULT_VALUE);
  }
  const pv = view as PlayerView;
  const map = mapOf(view);
  let vp = view.bonusVp;
  for (const hex of view.control.chile) vp += vpOf(map, hex);
  // The next check: standing at the winning line matters more the closer the check is.
  const next = VICTORY_CHECK_TURNS.find((t) => t >= view.turn) ?? 12;
  const win = WIN_AT[next] ?? 18;
  const closeness = 1 / (1 + (next - view.turn));
  const threshold = (vp >= win ? 6 : vp >= win - 1 ? 2 : 0) * closeness;

  let steps = 0;
  let pressure = 0;
  const goals = openObjectives(pv).filter((h) => controller(view, h) !== 'chile');
  for (const [id, u] of Object.entries(view.units)) {
    if (u.location.kind === 'deadPile' || u.location.kind === 'outOfPlay') continue;
    const chile = unitSide(id) === 'chile';
    const worth = u.steps + (landUnit(id).kind === 'artillery' ? 0.5 : 0) + 0.5;
    steps += chile ? worth : -worth * 0.8;
    if (chile && u.location.kind === 'hex' && goals.length > 0) {
      const here = u.location.hex;
      const d = Math.min(...goals.map((g) => landDistance(map, here, g)));
      pressure += 1 / (1 + d / 6);
    }
  }

  // Objectives whose holder is outgunned by enemy forces within reach: half their VP is at stake.
  const board = readBoard(pv, side);
  let threat = 0;
  for (const hex of Object.keys(map.hexes)) {
    const value = vpOf(map, hex);
    if (value === 0) continue;
    const holder = controller(view, hex) === 'chile' ? 'chile' : 'allied';
    const enemy = holder === 'chile' ? 'allied' : 'chile';
    const field = distanceField(map, hex);
    let attack = 0;
    for (const [space, f] of board.at) {
      if (f[enemy].units.length === 0) continue;
      const d = field.get(space) ?? Infinity;
      if (d <= THREAT_MP) attack += strength(pv, f[enemy].units) * (1 - d / (THREAT_MP + 4));
    }
    if (attack <= 0) continue;
    const defence = strength(pv, board.at.get(hex)?.[holder].units ?? []) + 0.5;
    if (attack > defence) threat += (holder === 'chile' ? -1 : 1) * value * 2 * Math.min(1, (attack - defence) / defence);
  }
  const chileScore = 4 * vp + threshold + steps + 0.6 * pressure + threat;
  return side === 'chile' ? chileScore : -chileScore;
}
