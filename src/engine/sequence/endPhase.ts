import type { GameEvent } from '../events';
import type { GameMap } from '../map/types';
import type { GameState } from '../state';
import { judgeVictory } from '../victory/judgeVictory';
import { chileVp } from '../victory/chileVp';
import { enterPhase } from './enterPhase';
import { nextPhase } from './nextPhase';

/** 4.1: the phasing player ends the phase; the next one begins. */
export function endPhase(state: GameState, map: GameMap): { state: GameState; events: GameEvent[] } {
  const next = nextPhase(state);
  if (next === null) {
    // Only reached if turn 12's check was somehow skipped: the game ends on its last phase (5.4).
    const result = judgeVictory(12, chileVp(state, map))!;
    return { state: { ...state, result }, events: [{ type: 'gameOver', result }] };
  }
  return enterPhase({ ...state, ...next }, map);
}
