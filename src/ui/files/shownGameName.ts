import { lessonById } from '../../lessons';
import { currentLanguage, i18n, LANGUAGES, t } from '../i18n';

/**
 * A game's name as the interface shows it: a lesson's own name ("Lesson: The landing at Pisagua") in
 * the language shown now, whichever language it was started in; any other name, or a lesson renamed by
 * the player, as it is.
 */
export function shownGameName(name: string, lessonId: string | null | undefined): string {
  const lesson = lessonId ? lessonById(lessonId) : undefined;
  if (!lesson) return name;
  const asStarted = LANGUAGES.some((lang) => name === i18n.getFixedT(lang)('app.lessonName', { title: lesson.title[lang] }));
  return asStarted ? t('app.lessonName', { title: lesson.title[currentLanguage()] }) : name;
}
