import type { Action, GameEvent, GameState, PhaseId, Side } from '../engine';
import type { LessonSetup } from './build';

/** A phase of one player turn of one game turn (4.1). */
export interface PlayerPhase {
  readonly turn: number;
  readonly side: Side;
  readonly phase: PhaseId;
}

/** A text in both languages of the edition. */
export interface Bilingual<T = string> {
  readonly en: T;
  readonly es: T;
}

/**
 * A guided lesson (issue 11): one mechanic, taught on a position (docs/positions.md) with a goal the
 * engine checks. The data is self-sufficient for the UI: start it with `startLesson` (index.ts), let the
 * learner play, and after every action ask `isComplete` with the state and every event since the start.
 */
export interface Lesson {
  readonly id: string;
  readonly title: Bilingual;
  /** The main rule case taught, e.g. "7.3". */
  readonly rule: string;
  /** 2–4 short paragraphs shown before play. */
  readonly intro: Bilingual<readonly string[]>;
  /** One line: what the learner must achieve. */
  readonly goal: Bilingual;
  /** 2–4 hints, in the order they help. */
  readonly hints: Bilingual<readonly string[]>;
  /**
   * The position the lesson starts from, as its parts (the pieces, the phase, the dice to come); null: a
   * new game from `seed` (the first-game walkthrough). `lessonPosition` (build.ts) makes the wotp-position
   * JSON of it when the lesson starts, not as the app loads: checking the seven positions took about 95 ms
   * of every start of the app (docs/benchmarks.md, "The app ready sooner").
   */
  readonly setup: LessonSetup | null;
  /** The seed of the new game when `setup` is null. */
  readonly seed?: string;
  /**
   * The side the learner plays; 'both' in the walkthrough (hot seat). Intended actions of the other
   * side are the opponent's scripted replies: the UI plays them for the opponent when it is his turn.
   */
  readonly side: Side | 'both';
  /**
   * The goal as the engine sees it. `events` are all the events since the lesson's start (the
   * position, or the new game), in order.
   */
  isComplete(state: GameState, events: readonly GameEvent[]): boolean;
  /**
   * The last phase in which the goal can still be reached (its game turn, player turn and phase): once
   * the game has moved past it, or ended, without the goal, the goal can no longer be reached
   * (lessonStatus, status.ts).
   */
  readonly lastChance: PlayerPhase;
  /**
   * Earlier signs, within `lastChance`, that the goal can no longer be reached (e.g. the enemy stack
   * that had to be intercepted has ended its move). Never true once the goal is reached.
   */
  isLost?(state: GameState, events: readonly GameEvent[]): boolean;
  /** Actions (both sides', in order) that complete the lesson from its start. */
  readonly intended: readonly Action[];
  /** Optional per-phase notes (the walkthrough): shown while the game is in that phase. */
  readonly phaseNotes?: Partial<Record<PhaseId, Bilingual>>;
}
