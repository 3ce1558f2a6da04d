import type { Action, PhaseAction } from '../actions';
import { landUnit } from '../counters';
import { neighbours } from '../hex';
import { sideOf } from '../sideOf';
import type { Side } from '../side';
import type { GameMap } from '../map/types';
import type { GameState } from '../state';
import { attackTargets, eligibleAttackers, liveAssaults } from './attack';
import { movableAt, movableSpaces } from './movers';

/**
 * V. Land Movement Phase (8.2): start a move from any space with pieces that may move, or end the phase.
 * With `only` (applyAction checking one action): a move from its space alone is looked at (issue 20 §4).
 */
export function landMovementActions(state: GameState, side: Side, _map?: GameMap, only?: Action): PhaseAction[] {
  const end: PhaseAction = { type: 'endPhase', side };
  if (only?.type === 'endPhase') return [end];
  if (only?.type === 'beginMove') {
    const from = only.from;
    return typeof from === 'string' && movableAt(state, side, from).length > 0 ? [{ type: 'beginMove', side, from }] : [];
  }
  if (only) return [];
  return [end, ...movableSpaces(state, side).map((from): PhaseAction => ({ type: 'beginMove', side, from }))];
}

/**
 * VI. Land Combat Phase (8.7): fight each 7.6 landing, attack from any hex with units that have not
 * attacked yet, or end the phase — not while a landing is still to be fought (7.6).
 */
export function landCombatActions(state: GameState, side: Side, map: GameMap, only?: Action): PhaseAction[] {
  const assaults = liveAssaults(state, side);
  const out: PhaseAction[] = assaults.map((a): PhaseAction => ({ type: 'resolveAssault', side, hex: a.hex }));
  // With `only` (applyAction checking one action), attacks from its hex alone are looked at (issue 20 §4).
  if (only && only.type !== 'beginAttack') return assaults.length === 0 ? [{ type: 'endPhase', side }, ...out] : out;
  const hexes = new Set<string>();
  // Where the enemy has pieces: a hex with none of them beside it (or in it) has nothing to attack
  // (8.7, attackTargets), and is passed over without asking (issue 20 §4).
  const enemyAt = new Set<string>();
  for (const [id, u] of Object.entries(state.units)) {
    if (u.location.kind !== 'hex') continue;
    if (sideOf(landUnit(id).nation) !== side) enemyAt.add(u.location.hex);
    else if (!only || u.location.hex === only.from) hexes.add(u.location.hex);
  }
  for (const c of Object.values(state.supply)) if (c.location.kind === 'hex' && sideOf(c.nation) !== side) enemyAt.add(c.location.hex);
  for (const from of [...hexes].sort()) {
    if (!enemyAt.has(from) && !neighbours(from).some((h) => enemyAt.has(h))) continue;
    if (eligibleAttackers(state, side, from).length === 0) continue;
    for (const target of attackTargets(state, map, side, from)) {
      if (target === from && assaults.some((a) => a.hex === from)) continue;
      out.push({ type: 'beginAttack', side, from, target });
    }
  }
  return assaults.length === 0 ? [{ type: 'endPhase', side }, ...out] : out;
}
