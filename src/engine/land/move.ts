import { landUnit } from '../counters';
import { roll, type Modifier } from '../dice';
import type { GameEvent } from '../events';
import { message } from '../message';
import { occupy } from '../control/occupy';
import type { GameMap } from '../map/types';
import { movePieces } from '../pieces/movePiece';
import type { Side } from '../side';
import type { GameState } from '../state';
import type { Step } from '../step';
import { startAttrition } from './attrition';
import { captureColumns } from './captureSupply';
import { cavalryOnly, movableAt } from './movers';
import { movementCost } from './movementCost';
import { locationOf, withLand } from './spaces';
import { HOLDING_BOX, type FormMoveDecision, type LandMoveDecision, type Space } from './types';


const pop = (state: GameState): GameState => ({ ...state, pending: state.pending.slice(0, -1) });
const push = (state: GameState, decision: FormMoveDecision | LandMoveDecision): GameState => ({ ...state, pending: [...state.pending, decision] });

/** 8.4 note: declare a move from a space; every piece there that may move is chosen to start with. */
export function beginMove(state: GameState, side: Side, from: Space): Step {
  const pieces = movableAt(state, side, from);
  return { state: push(state, { kind: 'formMove', side, rule: '8.4', from, pieces }), events: [] };
}

/** 8.4 note: add a piece of the space to the moving group, or leave it behind. */
export function toggleMover(state: GameState, d: FormMoveDecision, piece: string): Step {
  const pieces = d.pieces.includes(piece) ? d.pieces.filter((p) => p !== piece) : movableAt(state, d.side, d.from).filter((p) => p === piece || d.pieces.includes(p));
  return { state: push(pop(state), { ...d, pieces }), events: [] };
}

export function cancelMove(state: GameState): Step {
  return { state: pop(state), events: [] };
}

/** 8.2: roll two dice, the higher is the allowance (+1 for cavalry alone, option); 8.3: doubles mean attrition. */
function rollAllowance(state: GameState, side: Side, pieces: readonly string[]): Step & { readonly mp: number; readonly doubles: boolean } {
  const modifiers: Modifier[] = [];
  if (state.options.cavalryMovementBonus && cavalryOnly(state, pieces)) {
    modifiers.push({ value: 1, ...message(pieces.length === 1 ? 'modifier.cavalry' : 'modifier.cavalryStack', {}), rule: '8.2' });
  }
  const r = roll(state.dice, { purpose: message('roll.landMovement', {}), rule: '8.2', side, count: 2, reading: 'highest', modifiers });
  const doubles = r.event.dice[0] === r.event.dice[1];
  return { state: { ...state, dice: r.dice }, events: [r.event], mp: r.event.result, doubles };
}


/** 8.2: the declared pieces roll and start moving. */
export function rollMove(state: GameState, d: FormMoveDecision): Step {
  const r = rollAllowance(pop(state), d.side, d.pieces);
  const base = { at: d.from, pieces: d.pieces, mp: r.mp, doubles: r.doubles };
  const decision: LandMoveDecision = { kind: 'landMove', side: d.side, rule: '8.2', ...base, path: [d.from], rolledWith: d.pieces };
  return { state: push(r.state, decision), events: r.events };
}

/** 8.4: roll again (only when the last roll was not doubles); the new roll replaces what MP were left. */
export function forcedMarch(state: GameState, d: LandMoveDecision): Step {
  const r = rollAllowance(pop(state), d.side, d.pieces);
  const base = { at: d.at, pieces: d.pieces, mp: r.mp, doubles: r.doubles };
  return { state: push(r.state, { ...d, ...base, rule: '8.4', rolledWith: d.pieces }), events: r.events };
}

/** 8.2 / 8.6: the moving pieces enter an adjacent space, paying its cost; 3.0 control; 8.12 capture. */
export function moveStep(state: GameState, map: GameMap, d: LandMoveDecision, to: Space): Step {
  const cost = movementCost(map, state.options, d.at, to)!;
  let s = pop(state);
  s = movePieces(s, d.pieces, locationOf(to));
  const events: GameEvent[] = [];
  const lead = d.pieces.find((p) => s.units[p] !== undefined);
  if (lead && to !== HOLDING_BOX) {
    s = occupy(s, to, d.side); // 3.0: a land unit entering a hex takes control of it
    const captured = captureColumns(s, to, d.side, landUnit(lead).nation);
    s = captured.state;
    events.unshift(...captured.events);
  }
  const base = { at: to, pieces: d.pieces, mp: d.mp - cost, doubles: d.doubles };
  events.unshift({ type: 'landMoved', side: d.side, pieces: d.pieces, from: d.at, to, cost, mpLeft: base.mp, rule: to === HOLDING_BOX || d.at === HOLDING_BOX ? '8.6' : '8.2' });
  return { state: push(s, { ...d, ...base, path: [...d.path, to] }), events };
}

/** 8.2 note: a piece dropped off ends its movement for the turn; the others may go on. */
export function dropOff(state: GameState, d: LandMoveDecision, piece: string): Step {
  const base = { at: d.at, pieces: d.pieces.filter((p) => p !== piece), mp: d.mp, doubles: d.doubles };
  const s = withLand(pop(state), { moved: [...state.land.moved, piece] });
  return {
    state: push(s, { ...d, ...base }),
    events: [{ type: 'moveEnded', side: d.side, pieces: [piece], at: d.at, reason: 'reason.droppedOff', rule: '8.2' }],
  };
}

/** 8.2: the mover ends the move; 8.3: after doubles, one step of attrition follows. */
export function stopMove(state: GameState, d: LandMoveDecision): Step {
  const s = withLand(pop(state), { moved: [...state.land.moved, ...d.pieces] });
  const events: GameEvent[] = [{ type: 'moveEnded', side: d.side, pieces: d.pieces, at: d.at, reason: d.doubles ? 'reason.haltedByDoubles' : 'reason.stopped', rule: d.doubles ? '8.4' : '8.2' }];
  if (!d.doubles) return { state: s, events };
  const a = startAttrition(s, d);
  return { state: a.state, events: [...events, ...a.events] };
}
