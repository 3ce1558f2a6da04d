import { findShip } from '../counters';
import { NAVAL_COMBAT_KINDS, NAVAL_MOVEMENT_KINDS } from '../decisions/registry';
import type { GameMap } from '../map/types';
import { message, type Message } from '../message';
import { shipSide } from '../naval/seaGeometry';
import { getStack, phaseKey } from '../naval/stacks';
import { topPending } from '../pending';
import type { GameState } from '../state';


const isShip = (state: GameState, id: string) => state.ships[id] !== undefined && findShip(id) !== undefined;

/**
 * Naval operations under way (state.naval) against the pieces and the pending decisions: each moving
 * stack's ships exist and are its side's, one stack sails at a time (7.2); a naval combat names ships
 * and a stack that exist, and rests on one of its decisions, which need it. Returns the first problem.
 */
export function navalProblem(state: GameState, map: GameMap): Message | null {
  const n = state.naval;
  const twice = n.stacks.find((s, i) => n.stacks.findIndex((t) => t.id === s.id) !== i);
  if (twice) return message('position.naval.stackIdTwice', { id: twice.id });
  if (n.stacks.filter((s) => s.status === 'sailing').length > 1) return message('position.naval.twoStacksSailing', {});
  const moving = new Set<string>();
  for (const [i, s] of n.stacks.entries()) {
    const path = `naval.stacks.${i}`;
    for (const ship of s.ships) {
      if (!isShip(state, ship)) return message('position.record.shipNotInPlay', { path, id: ship });
      if (shipSide(state, ship) !== s.side) return message('position.naval.shipNotStackSide', { path, ship, side: s.side });
      if (moving.has(ship)) return message('position.naval.shipInTwoStacks', { path, ship });
      moving.add(ship);
    }
    if (s.at.kind !== 'hex' && s.at.kind !== 'holdingBox') return message('position.naval.stackNotPlaced', { path });
    if (s.at.kind === 'holdingBox' && s.side !== 'chile') return message('position.inBoxNotChilean', { path });
    const hexes = [...(s.at.kind === 'hex' ? [s.at.hex] : []), ...s.sailed, ...s.route];
    const off = hexes.find((h) => !map.hexes[h]);
    if (off) return message('position.record.hexOffMap', { path, hex: off });
    if (s.status === 'sailing' && state.phase !== 'navalMovement') return message('position.naval.sailingOutsidePhase', { path, current: state.phase });
  }
  for (const [what, list] of [['stoppedTurn', Object.keys(n.stoppedTurn)], ['raided', n.raided], ['captured', Object.keys(n.captured)]] as const) {
    const bad = list.find((id) => !findShip(id));
    if (bad) return message('position.naval.notAShip', { path: `naval.${what}`, id: bad });
  }
  const port = n.infernalPorts.find((h) => !map.hexes[h]);
  if (port) return message('position.record.hexOffMap', { path: 'naval.infernalPorts', hex: port });
  return combatProblem(state, map);
}

/** The naval combat under way (state.naval.combat, 7.9, 10.1) against the stacks and its decisions. */
function combatProblem(state: GameState, map: GameMap): Message | null {
  const n = state.naval;
  const first = state.pending.findIndex((d) => NAVAL_COMBAT_KINDS.includes(d.kind));
  const decisions = state.pending.filter((d) => NAVAL_COMBAT_KINDS.includes(d.kind));
  const c = n.combat;
  if (!c && first >= 0) return message('position.naval.decisionWithoutCombat', { path: `pending.${first}` });
  // naval/stacks.ts formStacks: stacks not formed for this very phase are formed afresh on the next naval
  // action, so nothing under way may refer to them.
  const naval = state.pending.find((d) => NAVAL_MOVEMENT_KINDS.includes(d.kind));
  if ((naval || c) && n.formedFor !== phaseKey(state)) return message('position.naval.stacksFormedForAnother', { turn: state.turn, side: state.side });
  if (!c) return null;
  const top = topPending(state.pending);
  // naval/navalCombat.ts: a combat rests only on its one decision on top.
  if (!top || !NAVAL_COMBAT_KINDS.includes(top.kind) || decisions.length !== 1) return message('position.naval.combatNotOnTop', {});
  if (state.phase !== 'navalMovement') return message('position.naval.combatOutsidePhase', { current: state.phase });
  if (!map.hexes[c.hex]) return message('position.record.hexOffMap', { path: 'naval.combat.hex', hex: c.hex });
  const stack = getStack(state, c.stack);
  if (!stack) return message('position.naval.noSuchStack', { path: 'naval.combat.stack', id: c.stack });
  if (stack.side !== c.intercepted) return message('position.naval.interceptedNotStackSide', { side: c.intercepted });
  if (new Set(c.ships).size !== c.ships.length) return message('position.record.namedTwice', { path: 'naval.combat.ships' });
  const bad = c.ships.find((s) => !isShip(state, s));
  if (bad) return message('position.record.shipNotInPlay', { path: 'naval.combat.ships', id: bad });
  for (const [what, list] of [['setAside', c.setAside], ['fired', c.fired], ['targeted', c.targeted], ['captureTried', c.captureTried]] as const) {
    const stranger = list.find((s) => !c.ships.includes(s));
    if (stranger) return message('position.naval.shipNotInCombat', { path: `naval.combat.${what}`, ship: stranger });
  }
  if (c.setAside.length > c.setAsideLimit || (top.kind === 'setAside' && c.setAside.length >= c.setAsideLimit)) return message('position.naval.tooManySetAside', { count: c.setAside.length, max: c.setAsideLimit });
  if (top.kind === 'setAside' && (c.fired.length > 0 || c.targeted.length > 0)) return message('position.naval.setAsideAfterFire', {});
  return null;
}
