import { controlFromRecord } from '../../engine/control/controlRecord';
import { at, newGame, type GameEvent, type GameState, type PhaseId, type Side } from '../../engine';
import type { TraceStep } from './trace';

/**
 * Scripted steps for the figures' tests: a game's steps written by hand — the events, and the pieces
 * that matter in the states around them — instead of played. Not used by the figures themselves.
 */
export const START: GameState = newGame({ seed: 1 });

/** A state at `turn`/`side`/`phase` with the given land units (id → hex, full strength unless steps given) and control. */
export function scriptedState(o: { turn?: number; side?: Side; phase?: PhaseId; units?: Record<string, string | { hex: string; steps: number }>; control?: Record<string, Side>; ships?: Record<string, string> } = {}): GameState {
  const units = Object.fromEntries(
    Object.entries(o.units ?? {}).map(([id, v]) => [id, { location: at.hex(typeof v === 'string' ? v : v.hex), steps: typeof v === 'string' ? 2 : v.steps, builtTurn: null }]),
  );
  const ships = { ...START.ships, ...Object.fromEntries(Object.entries(o.ships ?? {}).map(([id, hex]) => [id, { location: hex === 'holdingBox' ? at.holdingBox : at.hex(hex), damaged: false, builtTurn: null }])) };
  return { ...START, turn: o.turn ?? 1, side: o.side ?? 'chile', phase: o.phase ?? 'navalMovement', units, ships, control: controlFromRecord(o.control ?? {}) };
}

/** A step from `before` to `after` (default: the same state) with these events. */
export function scriptedStep(before: GameState, events: readonly GameEvent[], after: GameState = before): TraceStep {
  return { before, action: { type: 'endPhase', side: before.side } as TraceStep['action'], events, after };
}

export const phaseBegan = (turn: number, side: Side, phase: PhaseId): GameEvent => ({ type: 'phaseBegan', turn, side, phase, rule: '4.1' });
