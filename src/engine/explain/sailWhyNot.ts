import type { HexId } from '../hex';
import type { GameMap } from '../map/types';
import type { GameState } from '../state';
import { sailTargets } from '../naval/moveStack';
import type { MovingStack } from '../naval/types';
import { hasProvisions } from '../naval/provisions';
import { hexAreas, isCoastalLand, isFriendlyPort, isSea, isStopped, shipSide } from '../naval/seaGeometry';
import { activeStack, routeRules, withStacks } from '../naval/stacks';
import { HOLDING_BOX } from '../land/types';
import { actor, turnCheck } from './turnCheck';
import { explain, type Explanation } from './types';

/** The stack a sailTo intent is about: the one named, the one sailing, or the waiting ones. */
export function sailStacks(state: GameState, map: GameMap, stackId?: string): { state: GameState; stacks: MovingStack[] } {
  const s = withStacks(state, map);
  const own = s.naval.stacks.filter((x) => x.side === actor(s));
  if (stackId) return { state: s, stacks: own.filter((x) => x.id === stackId) };
  const active = activeStack(s);
  if (active) return { state: s, stacks: [active] };
  return { state: s, stacks: own.filter((x) => x.status === 'waiting') };
}

/** 7.2 / 7.8: why this stack may not sail to `hex` (null if nothing forbids it); the checks of sailTargets / seaRoutes. */
function stackWhyNot(state: GameState, map: GameMap, stack: MovingStack, hex: HexId): Explanation | null {
  const active = activeStack(state);
  if (active && active.id !== stack.id) return explain('whyNot.anotherStackSailing', {}, '7.2');
  if (stack.status === 'done') return explain('whyNot.stackDone', {}, '7.2');
  if (!hasProvisions(state, map, stack)) {
    if (stack.at.kind === 'hex') return explain('whyNot.noProvisions', { hex: stack.at.hex }, '7.8');
    if (stack.at.kind === 'holdingBox') return explain('whyNot.noProvisions', { hex: HOLDING_BOX }, '7.8');
    return explain('whyNot.noProvisionsInPort', {}, '7.8');
  }
  const h = map.hexes[hex];
  if (!h) return explain('whyNot.offMap', { hex }, '2.1');
  if (!isSea(map, hex) && !isCoastalLand(map, hex)) return explain('whyNot.notSea', { hex }, '7.2');
  if (stack.at.kind === 'hex' && stack.at.hex === hex) return explain('whyNot.stackAlreadyThere', { hex, rule: '7.2' }, '7.2');
  const rules = routeRules(state, stack);
  const here = stack.at.kind === 'hex' ? map.hexes[stack.at.hex] : undefined;
  const inArea = rules.area !== null && here?.terrain === 'sea' && here.seaArea === rules.area;
  if (isCoastalLand(map, hex)) {
    if (rules.area !== null && !hexAreas(map, hex).includes(rules.area)) {
      return explain('whyNot.nadcAreaCoast', { area: rules.area, hex }, '7.2');
    }
    if (rules.area === null && rules.boxOnly) return explain('whyNot.returnToBox', {}, '4.1');
    if (rules.area === null && !isFriendlyPort(state, map, hex, stack.side)) return explain('whyNot.returnToFriendlyPort', { hex }, '7.2');
  } else if (inArea && h.seaArea !== rules.area) {
    return explain('whyNot.stayInArea', { area: rules.area }, '7.2');
  }
  if (!sailTargets(state, map, stack).includes(hex)) return explain('whyNot.noSeaRoute', { hex }, '7.2');
  return null;
}

/** 7.2 / 7.8: why no stack of the player may sail to `hex` now (null if one may). */
export function sailWhyNot(state: GameState, map: GameMap, hex: HexId, stackId?: string): Explanation | null {
  const pre = turnCheck(state, 'navalMovement', 'whyNot.shipsSailOnlyIn');
  if (pre) return pre;
  const { state: s, stacks } = sailStacks(state, map, stackId);
  if (stacks.length === 0) {
    if (stackId) return explain('whyNot.noSuchStack', { id: stackId }, '7.2');
    // 7.9: ships that fought a naval combat this game turn move no more in it — the reason, when some of
    // the player's did (Huáscar was told only of NADCs and friendly ports: QA round 8), with an NADC or
    // not: a fleet that intercepted in the other side's phase and fought, at sea away from a friendly
    // port, was told that such ships move (table QA round 13).
    const side = state.side;
    const fought = Object.keys(state.ships).some((id) => shipSide(state, id) === side && state.ships[id]!.location.kind === 'hex' && isStopped(state, id));
    return fought ? explain('whyNot.shipsFought', {}, '7.9') : explain('whyNot.noShipSails', {}, '7.2');
  }
  let first: Explanation | null = null;
  for (const stack of stacks) {
    const why = stackWhyNot(s, map, stack, hex);
    if (why === null) return null;
    first ??= why;
  }
  return first;
}

