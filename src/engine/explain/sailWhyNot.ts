import type { HexId } from '../hex';
import type { GameMap } from '../map/types';
import type { GameState } from '../state';
import { sailTargets } from '../naval/moveStack';
import type { MovingStack } from '../naval/navalState';
import { hasProvisions } from '../naval/provisions';
import { hexAreas, isCoastalLand, isFriendlyPort, isSea } from '../naval/seaGeometry';
import { activeStack, routeRules, withStacks } from '../naval/stacks';
import { placeName, shortName } from './names';
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

function whereIs(map: GameMap, stack: MovingStack): string {
  return stack.at.kind === 'holdingBox' ? 'the Chile Holding Box' : stack.at.kind === 'hex' ? shortName(map, stack.at.hex) : 'port';
}

/** 7.2 / 7.8: why this stack may not sail to `hex` (null if nothing forbids it); the checks of sailTargets / seaRoutes. */
function stackWhyNot(state: GameState, map: GameMap, stack: MovingStack, hex: HexId): Explanation | null {
  const active = activeStack(state);
  if (active && active.id !== stack.id) return explain('Another stack is sailing: it finishes its move before the next one starts (7.2).', '7.2');
  if (stack.status === 'done') return explain('This stack has ended its movement for this phase (7.2).', '7.2');
  if (!hasProvisions(state, map, stack)) return explain(`No Supply Column in ${whereIs(map, stack)}: the fleet can't sail (7.8).`, '7.8');
  const h = map.hexes[hex];
  if (!h) return explain(`Hex ${hex} is off the map (2.1).`, '2.1');
  const name = placeName(map, hex);
  if (!isSea(map, hex) && !isCoastalLand(map, hex)) return explain(`${name.charAt(0).toUpperCase()}${name.slice(1)} is not a sea hex: ships sail along sea hexes (7.2).`, '7.2');
  if (stack.at.kind === 'hex' && stack.at.hex === hex) return explain(`The stack is already in ${name} (7.2).`, '7.2');
  const rules = routeRules(state, stack);
  const here = stack.at.kind === 'hex' ? map.hexes[stack.at.hex] : undefined;
  const inArea = rules.area !== null && here?.terrain === 'sea' && here.seaArea === rules.area;
  if (isCoastalLand(map, hex)) {
    if (rules.area !== null && !hexAreas(map, hex).includes(rules.area)) {
      return explain(`With an NADC for area ${rules.area}, the stack may end only in a coastal hex adjoining area ${rules.area}; ${name} is not one (7.2).`, '7.2');
    }
    if (rules.area === null && rules.boxOnly) return explain('Chilean ships without an NADC return to the Chile Holding Box under the rules option in play (4.1, 7.2).', '4.1');
    if (rules.area === null && !isFriendlyPort(state, map, hex, stack.side)) return explain(`Ships without an NADC return to a friendly port; ${name} is not one (4.1, 7.2).`, '7.2');
  } else if (inArea && h.seaArea !== rules.area) {
    return explain(`Once in its destination area ${rules.area}, the stack may not leave it (7.2).`, '7.2');
  }
  if (!sailTargets(state, map, stack).includes(hex)) return explain(`No sea route the stack may take leads to ${name} (7.2).`, '7.2');
  return null;
}

/** 7.2 / 7.8: why no stack of the player may sail to `hex` now (null if one may). */
export function sailWhyNot(state: GameState, map: GameMap, hex: HexId, stackId?: string): Explanation | null {
  const pre = turnCheck(state, 'navalMovement', 'Ships sail');
  if (pre) return pre;
  const { state: s, stacks } = sailStacks(state, map, stackId);
  if (stacks.length === 0) {
    return explain(stackId ? `You have no stack "${stackId}" this phase (7.2).` : 'None of your ships sails this phase: only ships with an NADC, or away from a friendly port, move (4.1, 7.2).', '7.2');
  }
  let first: Explanation | null = null;
  for (const stack of stacks) {
    const why = stackWhyNot(s, map, stack, hex);
    if (why === null) return null;
    first ??= why;
  }
  return first;
}

