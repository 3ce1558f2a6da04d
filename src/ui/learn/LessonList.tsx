import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LESSONS, startLesson } from '../../lessons';
import { say as sayMessage } from '../describe';
import { lessonsDone } from '../storage/lessonsDone';
import { useGameStore } from '../store';

/** Guided lessons, each on its own position (issue 11), listed on the new-game screen; those whose goal was reached are marked ✓. */
export function LessonList() {
  const { t, i18n } = useTranslation();
  const beginLesson = useGameStore((s) => s.beginLesson);
  const say = useGameStore((s) => s.fileMessage);
  const lang = i18n.language === 'es' ? 'es' : 'en';
  const [done] = useState(lessonsDone);
  return (
    <section className="lessons" aria-label={t('lesson.list')} data-testid="lessons">
      <h2>{t('lesson.list')}</h2>
      <ul>
        {LESSONS.map((lesson) => (
          <li key={lesson.id}>
            <button
              type="button"
              onClick={() => {
                const r = startLesson(lesson);
                if (r.ok) beginLesson(lesson.id, r.value, lesson.side);
                else say(sayMessage(r.error.message));
              }}
            >
              {lesson.title[lang]}
              {done.has(lesson.id) && <span className="lesson-done-mark"> ✓ {t('lesson.doneMark')}</span>}
            </button>
            <span className="lesson-goal-short">{lesson.goal[lang]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
