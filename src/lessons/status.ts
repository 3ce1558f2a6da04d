import type { GameEvent, GameState } from '../engine';
import { PHASE_IDS, PLAYER_TURN_ORDER } from '../engine/sequence/phases';
import type { Lesson, PlayerPhase } from './types';

/** Where a lesson stands: under way, its goal reached, or its goal out of reach (restart it to try again). */
export type LessonStatus = 'open' | 'done' | 'failed';

/** A phase's place in the sequence of play (4.1): game turn, then player turn (Chile first), then phase; the set-up (3.1) before turn 1. */
function order(at: PlayerPhase): number {
  const phase = at.phase === 'setup' ? -1 : PHASE_IDS.indexOf(at.phase as (typeof PHASE_IDS)[number]);
  return at.turn * 100 + (at.phase === 'setup' ? -50 : PLAYER_TURN_ORDER.indexOf(at.side) * 10 + phase);
}

/** Whether the game has moved on beyond a phase (or is over). */
export function movedPast(state: GameState, at: PlayerPhase): boolean {
  return state.result !== null || order({ turn: state.turn, side: state.side, phase: state.phase }) > order(at);
}

/**
 * The lesson's status after its events so far: 'done' once its goal is reached; 'failed' once it cannot
 * be, the game having moved past the lesson's last chance or the lesson's own `isLost` saying so; else 'open'.
 */
export function lessonStatus(lesson: Lesson, state: GameState, events: readonly GameEvent[]): LessonStatus {
  if (lesson.isComplete(state, events)) return 'done';
  if (movedPast(state, lesson.lastChance) || lesson.isLost?.(state, events)) return 'failed';
  return 'open';
}
