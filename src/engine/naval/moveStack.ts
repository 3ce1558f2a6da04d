import type { GameEvent } from '../events';
import type { HexId } from '../hex';
import type { GameMap } from '../map/types';
import { movePieces, moveShips } from '../pieces/movePiece';
import { at } from '../pieces/location';
import { otherSide } from '../side';
import type { GameState } from '../state';
import type { Step } from '../step';
import type { MovingStack } from './types';
import { foughtHere } from './foughtHere';
import { hasProvisions, needsProvisions, spendProvisions } from './provisions';
import { pathTo, seaRoutes } from './seaRoute';
import { afloat, blockaders, isCoastalLand, isFriendlyPort, isSea, isStopped, seaAreasOf, shipSide } from './seaGeometry';
import { getStack, interceptorScan, isGoal, routeRules, updateStack } from './stacks';


/**
 * 7.2: the hexes a stack may sail to now, the nearest goal first (so "first legal action" always makes
 * headway). With `only`: [only] if it is one of them, else [] (checking one action needs no full list).
 */
export function sailTargets(state: GameState, map: GameMap, stack: MovingStack, only?: HexId): HexId[] {
  if (stack.status === 'done' || !hasProvisions(state, map, stack)) return [];
  const here = stack.at.kind === 'hex' ? stack.at.hex : null;
  const rules = routeRules(state, stack);
  if (only !== undefined) {
    return only !== here && seaRoutes(state, map, stack.at, rules, only).parent(only) !== undefined ? [only] : [];
  }
  const order = seaRoutes(state, map, stack.at, rules).order;
  let goal: HexId | undefined;
  for (const h of order) {
    if (h !== here && isGoal(state, map, stack, h)) {
      goal = h;
      break;
    }
  }
  const out: HexId[] = goal === undefined ? [] : [goal];
  for (const h of order) if (h !== here && h !== goal) out.push(h);
  return out;
}

/**
 * 7.2: where a stack may end its movement: in its NADC area (at sea); a stack that can't leave its
 * port (7.8) or has nowhere to go stays; 7.9: the ships a naval combat left free may stop in the
 * battle hex (they "may continue" if the player desires). A stack returning to port (4.1 III) may
 * stop only in one (it then ends by itself), battle or not. `targets`: sailTargets(state, map, stack)
 * when the caller has them already.
 */
export function canStop(state: GameState, map: GameMap, stack: MovingStack, targets?: readonly HexId[]): boolean {
  if (stack.status === 'done') return false;
  if (!hasProvisions(state, map, stack)) return true;
  if ((targets ?? sailTargets(state, map, stack)).length === 0) return true;
  if (stack.area === null) return false;
  if (stack.status === 'sailing' && foughtHere(state, stack)) return true; // 7.9
  return inItsArea(map, stack);
}

/**
 * 7.2: the stack is at sea in its NADC area, or has not moved yet from a coastal hex adjoining it. A stack
 * already in its area may stay (docs/rules-notes.md 7.2); one that begins in a coastal hex adjoining it —
 * a fleet blockading a port of that area — may too (QA round 7: it had to sail out and back in, one hex
 * more to be intercepted in, for the same end).
 */
function inItsArea(map: GameMap, stack: MovingStack): boolean {
  if (stack.area === null || stack.at.kind !== 'hex') return false;
  if (isSea(map, stack.at.hex)) return map.hexes[stack.at.hex]!.seaArea === stack.area;
  return stack.status === 'waiting' && isCoastalLand(map, stack.at.hex) && seaAreasOf(map, stack.at.hex).includes(stack.area);
}

/** 7.2 exception: a Chilean stack in area I may enter the Holding Box (a port) if it returns or sails for area I. */
export function mayEnterHoldingBox(map: GameMap, stack: MovingStack): boolean {
  if (stack.side !== 'chile' || stack.status === 'done' || stack.at.kind !== 'hex') return false;
  const h = map.hexes[stack.at.hex];
  const boxArea = map.holdingBox.navalArea;
  return h?.terrain === 'sea' && h.seaArea === boxArea && (stack.area === null || stack.area === boxArea);
}

/** 7.2 / 7.8: the player sails a stack towards `to`; the engine steps the route hex by hex (advance). */
export function sail(state: GameState, map: GameMap, stackId: string, to: HexId): Step {
  const stack = getStack(state, stackId)!;
  const events: GameEvent[] = [];
  // The way there (7.2), found before the provisions are spent: a Supply Column leaving changes no route.
  const route = pathTo(seaRoutes(state, map, stack.at, routeRules(state, stack), to), to);
  if (stack.status === 'waiting') {
    if (needsProvisions(state, map, stack)) {
      const r = spendProvisions(state, stack);
      state = r.state;
      events.push(...r.events);
    }
    // 7.6: leaving a blockaded port is an automatic interception unless the blockade is run.
    const exit = stack.at.kind === 'hex' && blockaders(state, map, stack.at.hex, stack.side).some((b) => !stack.immuneTo.includes(b));
    state = updateStack(state, stackId, { status: 'sailing', checks: exit ? ['exitBlockade'] : [], route });
  } else state = updateStack(state, stackId, { route });
  const r = advance(state, map, stackId);
  return { state: r.state, events: [...events, ...r.events] };
}

/** 7.2: the stack ends its movement where it is. */
export function endMove(state: GameState, map: GameMap, stackId: string): Step {
  const stack = getStack(state, stackId)!;
  const stranded = stack.status === 'waiting' && !hasProvisions(state, map, stack);
  // 7.9: stopping short of the area, where a battle left the ships free, is that rule's, not 7.2's.
  const afterBattle = stack.status === 'sailing' && !inItsArea(map, stack) && foughtHere(state, stack);
  state = updateStack(state, stackId, { status: 'done', route: [], checks: [] });
  return {
    state,
    events: [
      stranded
        ? { type: 'stackStranded', side: stack.side, ships: stack.ships, reason: 'reason.noProvisions', rule: '7.8' }
        : { type: 'stackEnded', side: stack.side, ships: stack.ships, at: stack.at, rule: afterBattle ? '7.9' : '7.2' },
    ],
  };
}

/** 7.2: into the Chile Holding Box, where the ships are in port and can no longer be intercepted. */
export function enterHoldingBox(state: GameState, stackId: string): Step {
  const stack = getStack(state, stackId)!;
  state = movePieces(state, stack.ships, at.holdingBox);
  state = updateStack(state, stackId, { status: 'done', at: at.holdingBox, route: [], checks: [] });
  return { state, events: [{ type: 'shipsMoved', side: stack.side, ships: stack.ships, to: at.holdingBox, rule: '7.2' }] };
}

/**
 * 7.2–7.6: move the sailing stack along its planned route one hex at a time. Before each further step
 * the checks of the hex just entered are offered: a blockade (7.6) and the enemy's interception (7.3);
 * each becomes a pending decision and movement resumes when it is answered.
 */
export function advance(state: GameState, map: GameMap, stackId: string): Step {
  const events: GameEvent[] = [];
  // The enemy warships that could intercept do not move while this stack sails: found once.
  let interceptorsAt: ((hex: HexId) => HexId[]) | null = null;
  for (let guard = 0; guard < 2000; guard++) {
    let stack = getStack(state, stackId);
    if (!stack || stack.status !== 'sailing') break;
    const ships = stack.ships.filter((x) => afloat(state, x) && !isStopped(state, x) && shipSide(state, x) === stack!.side);
    if (ships.length !== stack.ships.length) state = updateStack(state, stackId, { ships });
    if (ships.length === 0) {
      state = updateStack(state, stackId, { status: 'done', route: [], checks: [] });
      break;
    }
    stack = getStack(state, stackId)!;
    const here = stack.at.kind === 'hex' ? stack.at.hex : null;
    if (stack.checks.length > 0 && here) {
      const [check, ...rest] = stack.checks;
      state = updateStack(state, stackId, { checks: rest });
      if (check === 'interception') {
        interceptorsAt ??= interceptorScan(state, map, stack, (h) => seaAreasOf(map, h));
        const eligible = interceptorsAt(here);
        if (eligible.length > 0) {
          const pending = {
            kind: 'interception' as const,
            side: otherSide(stack.side),
            rule: '7.3',
            stack: stackId,
            hex: here,
            eligible,
            chosen: [],
          };
          return { state: { ...state, pending: [...state.pending, pending] }, events };
        }
      } else {
        const b = blockaders(state, map, here, stack.side).filter((x) => !stack!.immuneTo.includes(x));
        if (b.length > 0) {
          const pending = {
            kind: 'runBlockade' as const,
            side: stack.side,
            rule: '7.6',
            stack: stackId,
            hex: here,
            blockaders: b,
          };
          return { state: { ...state, pending: [...state.pending, pending] }, events };
        }
      }
      continue;
    }
    // 7.6: a coastal hex ends the movement; a returning stack ends in the first friendly port it makes.
    if (here && !isSea(map, here) && stack.sailed.length > 0) {
      state = updateStack(state, stackId, { status: 'done', route: [] });
      events.push({ type: 'stackEnded', side: stack.side, ships: stack.ships, at: stack.at, rule: isFriendlyPort(state, map, here, stack.side) ? '7.6' : '7.2' });
      break;
    }
    if (stack.route.length === 0) break; // the player decides what next
    // 7.2: on along the route, hex by hex, while nothing is to be offered in the hex entered. Such a run
    // is written into the state once, where it stops (the state between its hexes is never seen).
    const sailed = [...stack.sailed];
    const planned = stack.route;
    let k = 0; // the hexes of the route entered so far in this run
    let checks: MovingStack['checks'] = [];
    while (k < planned.length) {
      const next = planned[k++]!;
      const to = at.hex(next);
      events.push({ type: 'shipsMoved', side: stack.side, ships: stack.ships, to, rule: '7.2' });
      sailed.push(next);
      // 7.2 exception: a stack returning to port is in the Chile Holding Box as soon as it is in area I.
      const nh = map.hexes[next]!;
      if (stack.area === null && stack.side === 'chile' && nh.terrain === 'sea' && nh.seaArea === map.holdingBox.navalArea) {
        state = moveShips(state, stack.ships, to);
        state = updateStack(state, stackId, { at: to, sailed, route: [] });
        const r = enterHoldingBox(state, stackId);
        return { state: r.state, events: [...events, ...r.events] };
      }
      // 7.6 a blockade to run (only ever in a port, never at sea), 7.3 an interception to offer: movement waits for the answer.
      if (!isSea(map, next) && blockaders(state, map, next, stack.side).some((x) => !stack!.immuneTo.includes(x))) {
        checks = ['enterBlockade', 'interception'];
        break;
      }
      interceptorsAt ??= interceptorScan(state, map, stack, (h) => seaAreasOf(map, h));
      if (interceptorsAt(next).length > 0) {
        checks = ['interception'];
        break;
      }
      if (!isSea(map, next)) break; // 7.6: a coastal hex ends the movement (below)
    }
    const end = at.hex(sailed[sailed.length - 1]!);
    state = moveShips(state, stack.ships, end);
    state = updateStack(state, stackId, { at: end, sailed, route: planned.slice(k), checks });
  }
  return { state, events };
}
