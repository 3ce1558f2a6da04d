import { findShip } from '../counters';
import type { GameMap } from '../map/types';
import { shipSide } from '../naval/seaGeometry';
import { NAVAL_PENDING_KINDS } from '../naval/navalDecisions';
import { getStack, phaseKey } from '../naval/stacks';
import { topPending, type PendingDecision } from '../pending';
import type { GameState } from '../state';

/** 7.9, 10.1: the decisions that belong to a naval combat (state.naval.combat). */
const COMBAT_DECISIONS: readonly PendingDecision['kind'][] = ['setAside', 'navalFire', 'shipCapture'];
const NAVAL_DECISIONS: readonly PendingDecision['kind'][] = NAVAL_PENDING_KINDS;

const isShip = (state: GameState, id: string) => state.ships[id] !== undefined && findShip(id) !== undefined;

/**
 * Naval operations under way (state.naval) against the pieces and the pending decisions: each moving
 * stack's ships exist and are its side's, one stack sails at a time (7.2); a naval combat names ships
 * and a stack that exist, and rests on one of its decisions, which need it. Returns the first problem.
 */
export function navalProblem(state: GameState, map: GameMap): string | null {
  const n = state.naval;
  const ids = n.stacks.map((s) => s.id);
  if (new Set(ids).size !== ids.length) return 'naval.stacks: two stacks have the same id';
  if (n.stacks.filter((s) => s.status === 'sailing').length > 1) return 'naval.stacks: only one stack sails at a time (7.2)';
  const moving = new Set<string>();
  for (const [i, s] of n.stacks.entries()) {
    const where = `naval.stacks[${i}]`;
    for (const ship of s.ships) {
      if (!isShip(state, ship)) return `${where}: "${ship}" is not a ship in play`;
      if (shipSide(state, ship) !== s.side) return `${where}: "${ship}" is not the stack's side's`;
      if (moving.has(ship)) return `${where}: "${ship}" is in two stacks`;
      moving.add(ship);
    }
    if (s.at.kind !== 'hex' && s.at.kind !== 'holdingBox') return `${where}: a stack is in a hex or the Chile Holding Box`;
    if (s.at.kind === 'holdingBox' && s.side !== 'chile') return `${where}: only Chilean ships use the Chile Holding Box`;
    const hexes = [...(s.at.kind === 'hex' ? [s.at.hex] : []), ...s.sailed, ...s.route];
    const off = hexes.find((h) => !map.hexes[h]);
    if (off) return `${where}: hex ${off} is not on the map`;
    if (s.status === 'sailing' && state.phase !== 'navalMovement') return `${where}: a stack sails only in the Naval Movement Phase (7.2)`;
  }
  for (const [what, list] of [['stoppedTurn', Object.keys(n.stoppedTurn)], ['raided', n.raided], ['captured', Object.keys(n.captured)]] as const) {
    const bad = list.find((id) => !findShip(id));
    if (bad) return `naval.${what}: "${bad}" is not a ship`;
  }
  const port = n.infernalPorts.find((h) => !map.hexes[h]);
  if (port) return `naval.infernalPorts: hex ${port} is not on the map`;

  const decisions = state.pending.filter((d) => COMBAT_DECISIONS.includes(d.kind));
  const c = n.combat;
  if (!c && decisions.length > 0) return `pending: a "${decisions[0]!.kind}" decision with no naval combat under way (naval.combat)`;
  // naval/stacks.ts formStacks: stacks not formed for this very phase are formed afresh on the next naval
  // action, so nothing under way may refer to them.
  const naval = state.pending.find((d) => NAVAL_DECISIONS.includes(d.kind));
  if ((naval || c) && n.formedFor !== phaseKey(state)) return `naval.formedFor: the stacks under way were formed for ${n.formedFor ?? 'no phase'}, not this Naval Movement Phase (${phaseKey(state)})`;
  if (!c) return null;
  const top = topPending(state.pending);
  // naval/navalCombat.ts: a combat rests only on its one decision on top.
  if (!top || !COMBAT_DECISIONS.includes(top.kind) || decisions.length !== 1) return 'naval.combat: a naval combat under way waits for exactly one of its decisions (set aside, fire, capture), on top';
  if (state.phase !== 'navalMovement') return 'naval.combat: naval combat follows an interception in the Naval Movement Phase (7.9)';
  if (!map.hexes[c.hex]) return `naval.combat: hex ${c.hex} is not on the map`;
  const stack = getStack(state, c.stack);
  if (!stack) return `naval.combat: no moving stack "${c.stack}"`;
  if (stack.side !== c.intercepted) return 'naval.combat: the intercepted side is the moving stack\'s';
  if (new Set(c.ships).size !== c.ships.length) return 'naval.combat: a ship is named twice';
  const bad = c.ships.find((s) => !isShip(state, s));
  if (bad) return `naval.combat: "${bad}" is not a ship in play`;
  for (const [what, list] of [['setAside', c.setAside], ['fired', c.fired], ['targeted', c.targeted], ['captureTried', c.captureTried]] as const) {
    const stranger = list.find((s) => !c.ships.includes(s));
    if (stranger) return `naval.combat.${what}: "${stranger}" is not in the battle`;
  }
  if (c.setAside.length > c.setAsideLimit || (top.kind === 'setAside' && c.setAside.length >= c.setAsideLimit)) return 'naval.combat: more ships set aside than the limit (7.9)';
  if (top.kind === 'setAside' && (c.fired.length > 0 || c.targeted.length > 0)) return 'naval.combat: ships are set aside before the gunfire (7.9)';
  return null;
}
