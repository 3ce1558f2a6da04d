import { roll } from '../dice';
import type { GameEvent } from '../events';
import { message } from '../message';
import type { GameMap } from '../map/types';
import { otherSide } from '../side';
import type { GameState } from '../state';
import type { Step } from '../step';
import { advance } from './moveStack';
import type { CatchRunnersDecision, InterceptionDecision, RunBlockadeDecision } from './types';
import { startCombat } from './navalCombat';
import { getStack, updateStack } from './stacks';


/**
 * 7.6: a stack entering or leaving a blockaded port. Not running: the blockaders may intercept it
 * automatically (an interception from their own hex, 7.3 note). Running: 1d6 is the number of ships
 * that get through (immune to that blockade for the turn); the blockader picks which of the others are
 * caught, or lets them go.
 */
export function runBlockade(state: GameState, d: RunBlockadeDecision, map: GameMap, run: boolean): Step {
  state = { ...state, pending: state.pending.slice(0, -1) };
  const enemy = otherSide(d.side);
  if (!run) {
    const pending: InterceptionDecision = {
      kind: 'interception',
      side: enemy,
      rule: '7.6',
      stack: d.stack,
      hex: d.hex,
      eligible: [d.hex],
      chosen: [],
    };
    return { state: { ...state, pending: [...state.pending, pending] }, events: [] };
  }
  const stack = getStack(state, d.stack)!;
  const r = roll(state.dice, { purpose: message('roll.runBlockade', {}), rule: '7.6', side: d.side, count: 1, reading: 'sum' });
  state = { ...state, dice: r.dice };
  const through = Math.min(r.event.result, stack.ships.length);
  const events: GameEvent[] = [r.event, { type: 'blockadeRun', side: d.side, hex: d.hex, through, of: stack.ships.length, rule: '7.6' }];
  if (through >= stack.ships.length) {
    state = updateStack(state, d.stack, { immuneTo: [...stack.immuneTo, ...d.blockaders] });
    const a = advance(state, map, d.stack);
    return { state: a.state, events: [...events, ...a.events] };
  }
  const pending: CatchRunnersDecision = {
    kind: 'catchRunners',
    side: enemy,
    rule: '7.6',
    stack: d.stack,
    hex: d.hex,
    blockaders: d.blockaders,
    count: stack.ships.length - through,
    caught: [],
  };
  return { state: { ...state, pending: [...state.pending, pending] }, events };
}

/** 7.6: one more runner is caught; once the count is reached, the caught ships fight the blockaders (7.9). */
export function catchRunner(state: GameState, d: CatchRunnersDecision, map: GameMap, ship: string): Step {
  const caught = [...d.caught, ship];
  if (caught.length < d.count) return { state: { ...state, pending: [...state.pending.slice(0, -1), { ...d, caught }] }, events: [] };
  state = { ...state, pending: state.pending.slice(0, -1) };
  const stack = getStack(state, d.stack)!;
  state = updateStack(state, d.stack, { immuneTo: [...stack.immuneTo, ...d.blockaders] });
  const r = startCombat(state, map, d.hex, d.stack, caught, d.blockaders);
  return { state: r.state, events: [{ type: 'runnersCaught', side: d.side, hex: d.hex, ships: caught, rule: '7.6' }, ...r.events] };
}

/** 7.6: the blockader lets the runners go; the stack sails on, immune to that blockade this turn. */
export function letRunnersGo(state: GameState, d: CatchRunnersDecision, map: GameMap): Step {
  state = { ...state, pending: state.pending.slice(0, -1) };
  const stack = getStack(state, d.stack)!;
  state = updateStack(state, d.stack, { immuneTo: [...stack.immuneTo, ...d.blockaders] });
  return advance(state, map, d.stack);
}
