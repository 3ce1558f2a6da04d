import type { GameEvent } from '../events';
import type { GameMap } from '../map/types';
import type { GameState } from '../state';
import type { Step } from '../step';
import { claimOccupiedHexes } from '../control/claimOccupiedHexes';
import { leavePhase } from './leavePhase';
import { ON_PHASE_END } from './phaseHooks';

/** 4.1: the phasing player ends the phase; the next one begins. */
export function endPhase(state: GameState, map: GameMap): Step {
  // 3.0: a side controls the hexes its land units stand in when its set-up is done.
  if (state.phase === 'setup') state = claimOccupiedHexes(state, state.side);
  const ending = ON_PHASE_END[state.phase]?.(state, map);
  const before: readonly GameEvent[] = ending?.events ?? [];
  if (ending) state = ending.state;
  if (state.pending.length > 0) return { state, events: before }; // the hook asked a player something first
  return leavePhase(state, map, before);
}
