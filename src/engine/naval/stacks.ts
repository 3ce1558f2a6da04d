import { SHIPS, findShip } from '../counters';
import type { GameEvent } from '../events';
import type { HexId } from '../hex';
import type { GameMap } from '../map/types';
import { sameLocation, type Location } from '../pieces/location';
import { otherSide } from '../side';
import type { GameState } from '../state';
import type { Step } from '../step';
import type { MovingStack } from './types';
import { seaRoutes, type RouteRules } from './seaRoute';
import { afloat, inFriendlyPort, isFriendlyPort, isStopped, shipSide } from './seaGeometry';
import { portBound } from './portBound';
import { sinkShip } from './shipLoss';

export const phaseKey = (state: GameState): string => `${state.turn}-${state.side}`;

export function getStack(state: GameState, id: string): MovingStack | undefined {
  return state.naval.stacks.find((s) => s.id === id);
}

export function updateStack(state: GameState, id: string, patch: Partial<MovingStack>): GameState {
  return { ...state, naval: { ...state.naval, stacks: state.naval.stacks.map((s) => (s.id === id ? { ...s, ...patch } : s)) } };
}

/** The stack sailing now (7.2: one stack moves at a time and finishes before the next). */
export function activeStack(state: GameState): MovingStack | undefined {
  return state.naval.stacks.find((s) => s.status === 'sailing');
}

export function routeRules(state: GameState, stack: MovingStack): RouteRules {
  return { side: stack.side, area: stack.area, boxOnly: stack.area === null && stack.side === 'chile' && state.options.returnWithoutNadc === 'nationBox' };
}

/** Where the stack is trying to get: a hex of its NADC area; on a return, a friendly port (or, for Chile, area I and so the box). */
export function isGoal(state: GameState, map: GameMap, stack: MovingStack, hex: HexId): boolean {
  const h = map.hexes[hex];
  if (!h) return false;
  if (stack.area !== null) return h.terrain === 'sea' && h.seaArea === stack.area;
  if (stack.side === 'chile' && h.terrain === 'sea' && h.seaArea === map.holdingBox.navalArea) return true;
  return !routeRules(state, stack).boxOnly && isFriendlyPort(state, map, hex, stack.side);
}

/**
 * 4.1 III / 7.2: as the phasing player's Naval Movement Phase begins, his ships form their stacks: all
 * ships in one place with an NADC for this turn for the same area move together; ships with none that
 * are not in a friendly port must return to one (eliminated if none can be reached). Ships that fought
 * this game turn (7.9) or transports rebuilt this turn (6.3) do not move.
 */
export function formStacks(state: GameState, map: GameMap): Step {
  if (state.phase !== 'navalMovement' || state.naval.formedFor === phaseKey(state)) return { state, events: [] };
  const side = state.side;
  const orders = state.nadc[side].filter((o) => o.forTurn === state.turn);
  const groups: { at: Location; area: MovingStack['area']; ships: string[] }[] = [];
  for (const def of SHIPS) {
    const id = def.id;
    const st = state.ships[id];
    if (!st || !afloat(state, id) || shipSide(state, id) !== side || isStopped(state, id) || st.builtTurn === state.turn) continue;
    const area = orders.find((o) => o.ship === id)?.area ?? null;
    if (area === null && inFriendlyPort(state, map, st.location, side)) continue;
    const g = groups.find((x) => x.area === area && sameLocation(x.at, st.location));
    if (g) g.ships.push(id);
    else groups.push({ at: st.location, area, ships: [id] });
  }
  let next: GameState = state;
  const events: GameEvent[] = [];
  const stacks: MovingStack[] = [];
  groups.forEach((g, i) => {
    const stack: MovingStack = { id: `s${i + 1}`, side, ships: g.ships, area: g.area, status: 'waiting', at: g.at, sailed: [], route: [], checks: [], immuneTo: [] };
    if (stack.area === null) {
      const reach = seaRoutes(next, map, stack.at, routeRules(next, stack));
      if (!reach.order.some((h) => isGoal(next, map, stack, h))) {
        // 4.1 III: no friendly port to return to — the ships are eliminated.
        for (const ship of stack.ships) {
          const r = sinkShip(next, ship, '4.1');
          next = r.state;
          events.push({ type: 'eliminated', side, piece: ship, reason: 'reason.noPortToReturn', rule: '4.1' });
        }
        return;
      }
    }
    stacks.push(stack);
  });
  // sinkShip counted these for 5.5; an elimination for want of a port is no sinking in battle.
  next = { ...next, warshipsSunkThisTurn: state.warshipsSunkThisTurn };
  return { state: { ...next, naval: { ...next.naval, formedFor: phaseKey(state), stacks, combat: null } }, events };
}

/** The state with this phase's stacks formed (positions may be loaded in the middle of the phase). */
export function withStacks(state: GameState, map: GameMap): GameState {
  return formStacks(state, map).state;
}

/**
 * Warships of the enemy in hexes of the areas of `hex` (7.3), except those spent against this stack
 * and those whose side has let it pass (asked once per stack: a hex is offered again only for a
 * warship not yet offered).
 */
export function interceptorHexes(state: GameState, map: GameMap, stack: MovingStack, hex: HexId, areasOf: (h: HexId) => readonly string[]): HexId[] {
  return interceptorScan(state, map, stack, areasOf)(hex);
}

/**
 * interceptorHexes for one stack, asked at hex after hex as it sails (moveStack.ts advance): the enemy
 * warships that could intercept it, with their areas, are found once — they do not move while it sails.
 * 7.8: warships in a port of their own with no Supply Column there may not leave it, so they are offered
 * only in their own hex (portBound.ts).
 */
export function interceptorScan(state: GameState, map: GameMap, stack: MovingStack, areasOf: (h: HexId) => readonly string[]): (hex: HexId) => HexId[] {
  const enemy = otherSide(stack.side);
  const candidates: { readonly hex: HexId; readonly areas: readonly string[] }[] = [];
  const bound = new Set<HexId>();
  const boundChecked = new Set<HexId>();
  for (const [id, st] of Object.entries(state.ships)) {
    if (st.location.kind !== 'hex' || shipSide(state, id) !== enemy || stack.immuneTo.includes(id) || stack.passedBy?.includes(id)) continue;
    if (findShip(id)?.type !== 'warship') continue;
    const from = st.location.hex;
    if (!boundChecked.has(from)) {
      boundChecked.add(from);
      if (portBound(state, map, from, enemy)) bound.add(from);
    }
    if (bound.has(from)) continue;
    candidates.push({ hex: from, areas: areasOf(from) });
  }
  // The answer depends on the hex only through its areas (and whether it holds port-bound warships):
  // asked hex after hex of one area, it is worked out once per set of areas, and copied for the caller.
  const byAreas = new Map<string, readonly HexId[]>();
  const inReach = (hex: HexId): readonly HexId[] => {
    if (candidates.length === 0) return [];
    const areas = areasOf(hex);
    const key = areas.join('|');
    let found = byAreas.get(key);
    if (!found) {
      const out = new Set<HexId>();
      for (const c of candidates) if (c.areas.some((a) => areas.includes(a))) out.add(c.hex);
      byAreas.set(key, (found = [...out].sort()));
    }
    return found;
  };
  return (hex) => {
    const found = inReach(hex);
    // 7.3 note: a stack entering the hex of port-bound warships may be intercepted there, with no departure.
    if (bound.has(hex)) return [...found, hex].sort();
    return found.length === 0 ? [] : [...found];
  };
}
