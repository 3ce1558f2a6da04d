import { lessonById } from '../../lessons';
import { currentLanguage, i18n, LANGUAGES, t } from '../i18n';
import { gameIdTime } from '../store/ids';

/** The names the game gives by itself, with the date it was made or opened. */
const DATED = ['app.defaultName', 'app.openedName'] as const;

/**
 * A game's name as the interface shows it, in the language shown now whichever it was made in: a
 * lesson's own name ("Lesson: The landing at Pisagua"), and a name the game gave with its date ("Game
 * of 29/11/2026, 8:55:00", "Game opened …"), the date written anew from the game id's time. Any other
 * name — one the player gave or changed — as it is.
 */
export function shownGameName(name: string, lessonId: string | null | undefined, gameId?: string): string {
  const lesson = lessonId ? lessonById(lessonId) : undefined;
  if (lesson) {
    const asStarted = LANGUAGES.some((lang) => name === i18n.getFixedT(lang)('app.lessonName', { title: lesson.title[lang] }));
    return asStarted ? t('app.lessonName', { title: lesson.title[currentLanguage()] }) : name;
  }
  const time = gameId ? gameIdTime(gameId) : null;
  if (time === null) return name;
  for (const key of DATED) {
    const given = LANGUAGES.some((lang) => name === i18n.getFixedT(lang)(key, { date: new Date(time).toLocaleString(lang) }));
    if (given) return t(key, { date: new Date(time).toLocaleString(currentLanguage()) });
  }
  return name;
}
