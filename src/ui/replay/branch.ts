import { rekeyDice, type Action, type GameState } from '../../engine';
import type { LogEntry, ReplayState } from '../store/types';

export interface Branch {
  readonly game: GameState;
  readonly start: GameState | null;
  readonly actions: Action[];
  readonly log: LogEntry[];
}

/**
 * "Continue from here": the game as it stood at the replay's step, to be played on as a new game.
 * From a live game (issue 17) the branch rolls with a fresh dice secret from that step, so no die seen
 * later in the replay foretells its dice; it starts there, as a position. A finished game or an opened
 * file keeps its dice and its history (the players have seen all of it anyway).
 */
export function branchAt(r: Pick<ReplayState, 'states' | 'logs' | 'actions' | 'start' | 'index'>, live: boolean, diceSecret: string): Branch {
  const here = r.states[r.index]!;
  const log = r.logs.filter((e) => e.step <= here.step);
  if (live) {
    const game = rekeyDice(here, diceSecret);
    return { game, start: game, actions: [], log };
  }
  return { game: here, start: r.start, actions: r.actions.slice(0, r.index), log };
}
