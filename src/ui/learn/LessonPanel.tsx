import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lessonById, lessonStatus } from '../../lessons';
import { markLessonDone } from '../storage/lessonsDone';
import { forThisDevice } from '../i18n/touchFirst';
import { RuleLink } from './RuleLink';
import { useGameStore } from '../store';

/**
 * The lesson under way: what it teaches, its goal (checked by the engine after every action), hints.
 * Its introduction comes first, and nothing is played until the learner begins (the scripted opponent
 * waits: QA round 6); then the side panel goes back to its top, the prompt in view. The panel is scrolled just into view ('nearest', as the prompt is) when the lesson
 * opens and when its goal is reached or can no longer be reached, which came below the side panel's
 * fold at 1280×800; a lesson whose goal is out of reach says so and can be restarted.
 */
export function LessonPanel() {
  const { t, i18n } = useTranslation();
  const lessonState = useGameStore((s) => s.lesson);
  const game = useGameStore((s) => s.game);
  const endLesson = useGameStore((s) => s.endLesson);
  const beginLessonPlay = useGameStore((s) => s.beginLessonPlay);
  const restartLesson = useGameStore((s) => s.restartLesson);
  const showNewGame = useGameStore((s) => s.showNewGame);
  const [showHints, setShowHints] = useState(false);
  const section = useRef<HTMLElement>(null);
  const shown = useRef<string | null>(null);
  const lesson = lessonState ? lessonById(lessonState.id) : undefined;
  const id = lesson?.id ?? null;
  const status = lesson && lessonState ? lessonStatus(lesson, game, lessonState.events) : 'open';

  // Reached or out of reach, the goal stays in sight as the game goes on: a bot's turn played after it
  // brought a taller prompt at the next phase, which pushed the panel back below the fold.
  const moment = status === 'open' ? '' : `${game.turn}|${game.side}|${game.phase}`;
  useEffect(() => {
    if (id === null) {
      shown.current = null;
      return;
    }
    if (status === 'done') markLessonDone(id);
    if (status === 'open' && shown.current === id) return;
    shown.current = id;
    section.current?.scrollIntoView?.({ block: 'nearest' });
  }, [id, status, moment]);

  // Begun, the introduction folds away and the side panel goes back to its top, where the prompt is (as when the
  // recap closes): on a phone's sheet, the prompt scrolled just into view lay under the sheet's sticky toggle.
  const begun = lessonState?.begun ?? false;
  const beganHere = useRef(false);
  useEffect(() => {
    if (!begun || !beganHere.current) return;
    beganHere.current = false;
    section.current?.closest('.side-panel')?.scrollTo?.({ top: 0 });
  }, [begun]);
  const begin = () => {
    beganHere.current = true;
    beginLessonPlay();
  };

  if (!lessonState || !lesson) return null;
  const lang = i18n.language === 'es' ? 'es' : 'en';
  const note = lesson.phaseNotes?.[game.phase]?.[lang];
  const statusText = { open: t('lesson.notYet'), done: t('lesson.done'), failed: t('lesson.failed') }[status];
  return (
    <section ref={section} className={`lesson ${status}`} aria-label={t('lesson.label')} data-testid="lesson">
      <header>
        <h2>
          {lesson.title[lang]} <RuleLink rule={lesson.rule} />
        </h2>
        <button type="button" onClick={endLesson} aria-label={t('lesson.close')}>×</button>
      </header>
      {!lessonState.begun && lesson.intro[lang].map((p, i) => <p key={i}>{forThisDevice(p, lang)}</p>)}
      {note && <p className="lesson-note">{forThisDevice(note, lang)}</p>}
      <p className="lesson-goal">
        <strong>{t('lesson.goal')}</strong> {forThisDevice(lesson.goal[lang], lang)}
      </p>
      {lessonState.begun ? (
        <p className="lesson-status" data-testid="lesson-status" role="status">{statusText}</p>
      ) : (
        <button type="button" className="lesson-begin" onClick={begin}>
          {t('lesson.begin')}
        </button>
      )}
      {/* Done, the lesson ends: playing on, a lesson set at turn 5 ended in a sudden-death loss (5.2) with no word (QA round 15). */}
      {lessonState.begun && status === 'done' && (
        <p className="lesson-after" data-testid="lesson-after">
          {t('lesson.doneAfter')}{' '}
          <button type="button" className="lesson-back" onClick={() => { endLesson(); showNewGame(); }}>
            {t('lesson.backToLessons')}
          </button>
        </p>
      )}
      <div className="lesson-buttons">
        <button type="button" className="lesson-hints-toggle" onClick={() => setShowHints(!showHints)}>
          {showHints ? t('lesson.hideHints') : t('lesson.showHints')}
        </button>
        {lessonState.begun && (
          <button type="button" className="lesson-restart" onClick={restartLesson}>
            {t('lesson.restart')}
          </button>
        )}
      </div>
      {showHints && (
        <ul>
          {lesson.hints[lang].map((h, i) => (
            <li key={i}>{forThisDevice(h, lang)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
