import type { Draft } from 'immer';
import { castDraft } from 'immer';
import type { GameEvent, Side } from '../../engine';
import { lessonById } from '../../lessons';
import { currentLanguage, t } from '../i18n';
import { newSession } from './board';
import type { LessonSlice, Slice } from './gameStore';
import { newGameId } from './ids';
import { sideToAct } from './selectors';
import type { LogEntry } from './types';

type Lesson = NonNullable<LessonSlice['lesson']>;

/** A lesson's record after an action (immer draft): the action's events, the script's cursor one on. */
export function lessonStepped(lesson: Draft<Lesson>, events: readonly GameEvent[]): void {
  lesson.events.push(...castDraft(events));
  lesson.cursor++;
}

/** A lesson resumed from its saved game: its events since the start (the log, take-backs aside), its cursor at the step reached. */
export function lessonAfterLog(id: string, log: readonly LogEntry[], cursor: number): Lesson {
  return { id, events: log.flatMap((e) => (e.event.type === 'undone' ? [] : [e.event])), cursor };
}

export const lessonSlice: Slice<LessonSlice> = (set) => ({
  lesson: null,
  beginLesson(id, state, learner) {
    const lessonBot = (side: Side) => (learner === 'both' || learner === side ? 'human' : 'lesson');
    set({
      ...newSession({ game: state, start: state, actions: [], log: [] }),
      gameId: newGameId(),
      gameName: t('app.lessonName', { title: lessonById(id)?.title[currentLanguage()] ?? id }),
      players: { chile: lessonBot('chile'), allied: lessonBot('allied') },
      viewer: learner === 'both' ? (sideToAct(state) ?? 'observer') : learner,
      lesson: { id, events: [], cursor: 0 },
      openedFromFile: false,
    });
  },
  endLesson: () => set({ lesson: null }),
});
