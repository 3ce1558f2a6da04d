import type { GameEvent } from '../events';
import type { GameMap } from '../map/types';
import type { GameState } from '../state';
import type { Step } from '../step';
import { judgeVictory } from '../victory/judgeVictory';
import { chileVp } from '../victory/chileVp';
import { enterPhase } from './enterPhase';
import { nextPhase } from './nextPhase';

/**
 * 4.1: the phase is over; the next one begins (endPhase, once its hook is done, or the last answer to
 * what the hook asked: supply/allotAtPhaseEnd.ts, decisions/placeSupplyColumn.ts). `before`: the events of the ending so far.
 */
export function leavePhase(state: GameState, map: GameMap, before: readonly GameEvent[] = []): Step {
  const next = nextPhase(state);
  if (next === null) {
    // Only reached if turn 12's check was somehow skipped: the game ends on its last phase (5.4).
    const result = judgeVictory(12, chileVp(state, map))!;
    return { state: { ...state, result }, events: [...before, { type: 'gameOver', result }] };
  }
  const entered = enterPhase({ ...state, ...next }, map);
  return { state: entered.state, events: [...before, ...entered.events] };
}
