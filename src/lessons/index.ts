import { loadPosition, newGame, type EngineError, type GameState, type Result } from '../engine';
import { amphibiousLanding } from './amphibiousLanding';
import { lessonPosition } from './build';
import { blockadeRun } from './blockadeRun';
import { firstTurnWalkthrough } from './firstTurnWalkthrough';
import { forcedMarch } from './forcedMarch';
import { fortRaid } from './fortRaid';
import { landAttack } from './landAttack';
import { nadcAndInterception } from './nadcAndInterception';
import { sequenceAndSupply } from './sequenceAndSupply';
import type { Lesson } from './types';

export type { Bilingual, Lesson, PlayerPhase } from './types';
export { lessonStatus, movedPast, type LessonStatus } from './status';

/** Every guided lesson, in teaching order: the turn, land, sea, combined operations, then a whole game turn. */
export const LESSONS: readonly Lesson[] = [
  sequenceAndSupply,
  forcedMarch,
  landAttack,
  nadcAndInterception,
  blockadeRun,
  amphibiousLanding,
  fortRaid,
  firstTurnWalkthrough,
];

const BY_ID: ReadonlyMap<string, Lesson> = new Map(LESSONS.map((l) => [l.id, l]));

export function lessonById(id: string): Lesson | undefined {
  return BY_ID.get(id);
}

/** The game state a lesson starts from: its position, or a new game from its seed (the walkthrough). */
export function startLesson(lesson: Lesson): Result<GameState, EngineError> {
  if (lesson.setup === null) return { ok: true, value: newGame({ seed: lesson.seed ?? lesson.id }) };
  return loadPosition(lessonPosition(lesson.setup));
}
