import type { Draft } from 'immer';
import { castDraft } from 'immer';
import type { GameEvent, Side } from '../../engine';
import { lessonById, startLesson } from '../../lessons';
import { currentLanguage, t } from '../i18n';
import { newSession } from './board';
import type { LessonSlice, Slice } from './gameStore';
import { lessonGameId } from './ids';
import { sideToAct } from './selectors';
import type { LogEntry } from './types';

type Lesson = NonNullable<LessonSlice['lesson']>;

/** A lesson's record after an action (immer draft): the action's events, the script's cursor one on; an action begins it. */
export function lessonStepped(lesson: Draft<Lesson>, events: readonly GameEvent[]): void {
  lesson.events.push(...castDraft(events));
  lesson.cursor++;
  lesson.begun = true;
}

/**
 * A lesson's record from the game's log: resumed from its saved game, or after a take-back (the events
 * of the actions taken back are no longer the lesson's). Its events since the start (take-backs
 * aside), its cursor at the step reached; begun once an action was played.
 */
export function lessonAfterLog(id: string, log: readonly LogEntry[], cursor: number): Lesson {
  return { id, events: log.flatMap((e) => (e.event.type === 'undone' ? [] : [e.event])), cursor, begun: cursor > 0 };
}

export const lessonSlice: Slice<LessonSlice> = (set, get) => ({
  lesson: null,
  beginLesson(id, state, learner) {
    const lessonBot = (side: Side) => (learner === 'both' || learner === side ? 'human' : 'lesson');
    set({
      ...newSession({ game: state, start: state, actions: [], log: [] }),
      // One saved game a lesson: a new visit replaces the last one (visits piled up in the saved games: QA round 6).
      gameId: lessonGameId(id),
      gameName: t('app.lessonName', { title: lessonById(id)?.title[currentLanguage()] ?? id }),
      players: { chile: lessonBot('chile'), allied: lessonBot('allied') },
      viewer: learner === 'both' ? (sideToAct(state) ?? 'observer') : learner,
      lesson: { id, events: [], cursor: 0, begun: false },
      openedFromFile: false,
    });
  },
  beginLessonPlay: () =>
    set((s) => {
      if (s.lesson) s.lesson.begun = true;
    }),
  restartLesson() {
    const { lesson: record, beginLesson } = get();
    const lesson = record ? lessonById(record.id) : undefined;
    const start = lesson ? startLesson(lesson) : null;
    if (lesson && start?.ok) beginLesson(lesson.id, start.value, lesson.side);
  },
  endLesson: () => set({ lesson: null }),
});
