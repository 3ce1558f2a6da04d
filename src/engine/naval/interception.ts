import { roll, type Modifier } from '../dice';
import type { GameEvent } from '../events';
import { distance, type HexId } from '../hex';
import type { GameMap } from '../map/types';
import { movePieces } from '../pieces/movePiece';
import { at } from '../pieces/location';
import { message } from '../message';
import type { GameState } from '../state';
import type { Step } from '../step';
import { advance } from './moveStack';
import { interceptionModifier } from './interceptionModifier';
import type { InterceptionDecision } from './types';
import { startCombat } from './navalCombat';
import { pathToward } from './seaRoute';
import { isFriendlyPort, isWarship, shipsIn } from './seaGeometry';
import { spendColumns } from '../supply/columnPlaces';
import { getStack, updateStack } from './stacks';


/**
 * The ships of a declared interception (7.3): every non-spent warship of each hex, and its transports
 * if they go along. `hexes`: the hexes declared (default: the decision's), or those the odds consider.
 */
export function interceptorsOf(state: GameState, d: InterceptionDecision, transports: boolean, hexes: readonly HexId[] = d.chosen): { hex: HexId; ships: string[] }[] {
  const stack = getStack(state, d.stack)!;
  return hexes.map((hex) => ({
    hex,
    ships: shipsIn(state, hex, d.side).filter((s) => !stack.immuneTo.includes(s) && (transports || isWarship(s))),
  }));
}

/** 7.3: the warships of one more hex join the interception being declared. */
export function addInterceptors(state: GameState, d: InterceptionDecision, hex: HexId): Step {
  const next: InterceptionDecision = { ...d, chosen: [...d.chosen, hex] };
  return { state: { ...state, pending: [...state.pending.slice(0, -1), next] }, events: [] };
}

/** 7.3: no interception in this hex; the stack sails on and the question comes again in its next hex within reach. */
export function declineInterception(state: GameState, d: InterceptionDecision, map: GameMap): Step {
  state = { ...state, pending: state.pending.slice(0, -1) };
  const r = advance(state, map, d.stack);
  return { state: r.state, events: [{ type: 'interceptionDeclined', side: d.side, hex: d.hex, rule: '7.3' }, ...r.events] };
}

/**
 * 7.3: let the stack pass. It sails on, and the warships of every hex offered are not asked about it
 * again this phase (they are recorded on the stack, `passedBy`); warships not yet offered still are.
 * Nothing is spent (7.5): a blockade the stack meets later is still a blockade (7.6).
 */
export function letPass(state: GameState, d: InterceptionDecision, map: GameMap): Step {
  state = { ...state, pending: state.pending.slice(0, -1) };
  const stack = getStack(state, d.stack)!;
  const offered = d.eligible.flatMap((hex) => shipsIn(state, hex, d.side).filter((s) => isWarship(s) && !stack.immuneTo.includes(s)));
  const passedBy = [...new Set([...(stack.passedBy ?? []), ...offered])];
  state = updateStack(state, d.stack, { passedBy });
  const r = advance(state, map, d.stack);
  return { state: r.state, events: [{ type: 'interceptionDeclined', side: d.side, hex: d.hex, rule: '7.3' }, ...r.events] };
}

/**
 * 7.3–7.5: roll 1d6 + the lowest speed modifier of the interceptors (7.4; ES option: + the highest of
 * the ships intercepted); success if above the farthest distance (automatic when every interceptor is
 * in the hex entered). Success: the interceptors join the stack and combat follows (7.9). Failure: they
 * sail the modified roll's number of hexes towards the hex, and stay. Either way that force may not
 * intercept this stack again this turn (7.5).
 */
export function rollInterception(state: GameState, d: InterceptionDecision, map: GameMap, transports: boolean): Step {
  state = { ...state, pending: state.pending.slice(0, -1) };
  const stack = getStack(state, d.stack)!;
  const groups = interceptorsOf(state, d, transports);
  const interceptors = groups.flatMap((g) => g.ships);
  const dist = Math.max(...groups.map((g) => distance(g.hex, d.hex)));
  const events: GameEvent[] = [];
  let success = true;
  let moved = 0;
  const automatic = dist === 0;
  // 7.8: warships leaving a port of their own to intercept spend one of its Supply Columns, one per port
  // (a stack departing); those intercepting in their own hex do not leave it (docs/rules-notes.md, 7.8).
  for (const g of groups) {
    if (state.options.interceptWithoutProvisions || g.hex === d.hex || !isFriendlyPort(state, map, g.hex, d.side)) continue;
    state = spendColumns(state, d.side, at.hex(g.hex), 1);
    events.push({ type: 'provisionsSpent', side: d.side, from: at.hex(g.hex), rule: '7.8' });
  }
  if (!automatic) {
    const modifier = interceptionModifier(state.options, interceptors, stack.ships);
    const modifiers: Modifier[] = modifier ? [modifier] : [];
    const r = roll(state.dice, { purpose: message('roll.interception', { count: dist }), rule: '7.3', side: d.side, count: 1, reading: 'sum', modifiers });
    state = { ...state, dice: r.dice };
    events.push(r.event);
    success = r.event.result > dist;
    moved = Math.max(0, r.event.result);
  }
  events.push({ type: 'interception', side: d.side, hex: d.hex, distance: dist, success, automatic, rule: success ? '7.3' : '7.5' });
  state = updateStack(state, d.stack, { immuneTo: [...stack.immuneTo, ...interceptors] });
  if (success) {
    state = movePieces(state, interceptors, at.hex(d.hex));
    const movers = getStack(state, d.stack)!.ships;
    const r = startCombat(state, map, d.hex, d.stack, movers, interceptors);
    return { state: r.state, events: [...events, ...r.events] };
  }
  // 7.5: the failed interceptors move the die roll's distance directly towards the hex, and stay there.
  for (const g of groups) {
    const path = pathToward(map, g.hex, d.hex).slice(0, moved);
    const end = path[path.length - 1];
    if (!end) continue;
    state = movePieces(state, g.ships, at.hex(end));
    events.push({ type: 'shipsMoved', side: d.side, ships: g.ships, to: at.hex(end), rule: '7.5' });
  }
  const r = advance(state, map, d.stack);
  return { state: r.state, events: [...events, ...r.events] };
}
