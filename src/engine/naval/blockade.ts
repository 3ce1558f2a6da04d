import type { Action } from '../actions';
import { roll } from '../dice';
import type { GameEvent } from '../events';
import { message } from '../message';
import type { GameMap } from '../map/types';
import { otherSide } from '../side';
import type { GameState } from '../state';
import { advance } from './moveStack';
import type { CatchRunnersDecision, InterceptionDecision, RunBlockadeDecision } from './navalDecisions';
import { startCombat } from './navalCombat';
import { getStack, updateStack } from './stacks';

type Outcome = { state: GameState; events: GameEvent[] };

export function runBlockadeAnswers(d: RunBlockadeDecision): Action[] {
  return [
    { type: 'runBlockade', side: d.side, run: false },
    { type: 'runBlockade', side: d.side, run: true },
  ];
}

export function catchRunnersAnswers(state: GameState, d: CatchRunnersDecision): Action[] {
  const stack = getStack(state, d.stack)!;
  const out: Action[] = d.caught.length === 0 ? [{ type: 'letRunnersGo', side: d.side }] : [];
  for (const ship of stack.ships) if (!d.caught.includes(ship)) out.push({ type: 'catchRunner', side: d.side, ship });
  return out;
}

/**
 * 7.6: a stack entering or leaving a blockaded port. Not running: the blockaders may intercept it
 * automatically (an interception from their own hex, 7.3 note). Running: 1d6 is the number of ships
 * that get through (immune to that blockade for the turn); the blockader picks which of the others are
 * caught, or lets them go.
 */
export function runBlockade(state: GameState, map: GameMap, run: boolean): Outcome {
  const d = state.pending[state.pending.length - 1] as RunBlockadeDecision;
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

export function catchRunner(state: GameState, ship: string): Outcome {
  const d = state.pending[state.pending.length - 1] as CatchRunnersDecision;
  const caught = [...d.caught, ship];
  if (caught.length < d.count) return { state: { ...state, pending: [...state.pending.slice(0, -1), { ...d, caught }] }, events: [] };
  state = { ...state, pending: state.pending.slice(0, -1) };
  const stack = getStack(state, d.stack)!;
  state = updateStack(state, d.stack, { immuneTo: [...stack.immuneTo, ...d.blockaders] });
  const r = startCombat(state, d.hex, d.stack, caught, d.blockaders);
  return { state: r.state, events: [{ type: 'runnersCaught', side: d.side, hex: d.hex, ships: caught, rule: '7.6' }, ...r.events] };
}

export function letRunnersGo(state: GameState, map: GameMap): Outcome {
  const d = state.pending[state.pending.length - 1] as CatchRunnersDecision;
  state = { ...state, pending: state.pending.slice(0, -1) };
  const stack = getStack(state, d.stack)!;
  state = updateStack(state, d.stack, { immuneTo: [...stack.immuneTo, ...d.blockaders] });
  return advance(state, map, d.stack);
}
