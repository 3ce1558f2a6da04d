import { afterEach, describe, expect, it } from 'vitest';
import { LESSONS } from '../../lessons';
import { i18n, setLanguage } from '../i18n';
import { shownGameName } from './shownGameName';

describe("a game's name as shown", () => {
  afterEach(() => setLanguage('en'));
  const lesson = LESSONS[0]!;

  it('a lesson started in Spanish is named in English once the interface is in English, and back (it kept the language it was started in)', () => {
    const startedInSpanish = i18n.getFixedT('es')('app.lessonName', { title: lesson.title.es });
    setLanguage('en');
    expect(shownGameName(startedInSpanish, lesson.id)).toBe(`Lesson: ${lesson.title.en}`);
    setLanguage('es');
    expect(shownGameName(`Lesson: ${lesson.title.en}`, lesson.id)).toBe(startedInSpanish);
  });

  it('a lesson the player renamed, and any other game, keep their names', () => {
    setLanguage('es');
    expect(shownGameName('My Pisagua', lesson.id)).toBe('My Pisagua');
    expect(shownGameName('Lesson: whatever', null)).toBe('Lesson: whatever');
    expect(shownGameName(`Lesson: ${lesson.title.en}`, 'no-such-lesson')).toBe(`Lesson: ${lesson.title.en}`);
  });
});
