import { afterEach, describe, expect, it } from 'vitest';
import { LESSONS } from '../../lessons';
import { i18n, setLanguage } from '../i18n';
import { newGameId } from '../store/ids';
import { useGameStore } from '../store';
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

  it('a name the game gave with its date ("Game of …", "Game opened …") is said in the language shown now, its date written anew (it kept the language and date form it was made in: table QA round 3)', () => {
    const made = Date.UTC(2026, 10, 29, 8, 55, 0);
    const id = newGameId(made);
    const en = i18n.getFixedT('en');
    const es = i18n.getFixedT('es');
    setLanguage('es');
    expect(shownGameName(en('app.defaultName', { date: new Date(made).toLocaleString('en') }), null, id)).toBe(es('app.defaultName', { date: new Date(made).toLocaleString('es') }));
    expect(shownGameName(en('app.openedName', { date: new Date(made).toLocaleString('en') }), null, id)).toBe(es('app.openedName', { date: new Date(made).toLocaleString('es') }));
    setLanguage('en');
    expect(shownGameName(es('app.defaultName', { date: new Date(made).toLocaleString('es') }), null, id)).toBe(en('app.defaultName', { date: new Date(made).toLocaleString('en') }));
    // Another game's id (another time), a name the player gave, an id of another form: as they are.
    expect(shownGameName(es('app.defaultName', { date: new Date(made).toLocaleString('es') }), null, newGameId(made + 60_000))).toMatch(/^Partida del /);
    expect(shownGameName('Pisagua again', null, id)).toBe('Pisagua again');
    expect(shownGameName(en('app.defaultName', { date: new Date(made).toLocaleString('en') }), null, 'some-id')).toMatch(/^Game of /);
  });

  it('a new game\'s name and id are made at the same time, so its name follows the language', () => {
    setLanguage('en');
    useGameStore.getState().startGame({ seed: 'name-test', setup: 'manual' });
    const { gameName, gameId } = useGameStore.getState();
    expect(gameName).toMatch(/^Game of /);
    setLanguage('es');
    expect(shownGameName(gameName, null, gameId)).toMatch(/^Partida del /);
  });
});
