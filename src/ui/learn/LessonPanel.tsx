import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lessonById } from '../../lessons';
import { RuleLink } from './RuleLink';
import { useGameStore } from '../store';

/** The lesson under way: what it teaches, its goal (checked by the engine after every action), hints. */
export function LessonPanel() {
  const { t, i18n } = useTranslation();
  const lessonState = useGameStore((s) => s.lesson);
  const game = useGameStore((s) => s.game);
  const endLesson = useGameStore((s) => s.endLesson);
  const [showHints, setShowHints] = useState(false);
  if (!lessonState) return null;
  const lesson = lessonById(lessonState.id);
  if (!lesson) return null;
  const lang = i18n.language === 'es' ? 'es' : 'en';
  const done = lesson.isComplete(game, lessonState.events);
  const note = lesson.phaseNotes?.[game.phase]?.[lang];
  return (
    <section className={`lesson${done ? ' done' : ''}`} aria-label={t('lesson.label')} data-testid="lesson">
      <header>
        <h2>
          {lesson.title[lang]} <RuleLink rule={lesson.rule} />
        </h2>
        <button type="button" onClick={endLesson} aria-label={t('lesson.close')}>×</button>
      </header>
      {lessonState.events.length === 0 && lesson.intro[lang].map((p, i) => <p key={i}>{p}</p>)}
      {note && <p className="lesson-note">{note}</p>}
      <p className="lesson-goal">
        <strong>{t('lesson.goal')}</strong> {lesson.goal[lang]}
      </p>
      <p className="lesson-status" data-testid="lesson-status">{done ? t('lesson.done') : t('lesson.notYet')}</p>
      <button type="button" className="lesson-hints-toggle" onClick={() => setShowHints(!showHints)}>
        {showHints ? t('lesson.hideHints') : t('lesson.showHints')}
      </button>
      {showHints && (
        <ul>
          {lesson.hints[lang].map((h, i) => (
            <li key={i}>{h}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
