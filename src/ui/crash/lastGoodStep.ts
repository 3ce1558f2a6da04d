import { applyAction, type Action, type GameState } from '../../engine';
import { checkInvariants } from '../../engine/invariants/checkInvariants';
import type { LogEntry } from '../store/types';

export interface GoodStep {
  readonly game: GameState;
  readonly actions: Action[];
  readonly log: LogEntry[];
}

function sound(state: GameState): boolean {
  try {
    return checkInvariants(state).length === 0;
  } catch {
    return false;
  }
}

/**
 * After a crash: the game rebuilt from its first state by its actions, stopping before the last one and
 * before any action the engine refuses, throws on, or that leaves a state breaking the invariants
 * (issue 12's checkInvariants). Null when even the first state is bad.
 */
export function lastGoodStep(origin: GameState, actions: readonly Action[]): GoodStep | null {
  if (!sound(origin)) return null;
  let game = origin;
  const kept: Action[] = [];
  const log: LogEntry[] = [];
  for (const action of actions.slice(0, -1)) {
    try {
      const r = applyAction(game, action);
      if (!r.ok || !sound(r.state)) break;
      game = r.state;
      kept.push(action);
      for (const event of r.events) log.push({ step: r.state.step, event });
    } catch {
      break;
    }
  }
  return { game, actions: kept, log };
}
