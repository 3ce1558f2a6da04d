import 'fake-indexeddb/auto';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '../../engine';
import { lessonById, lessonStatus, startLesson } from '../../lessons';
import { useBotDriver } from '../bot/useBotDriver';
import { i18n } from '../i18n';
import { readAllRecords } from '../storage/gameDb';
import { lessonsDone } from '../storage/lessonsDone';
import { whenSaved } from '../storage/autosave';
import { useGameStore } from '../store';
import { LessonList } from './LessonList';
import { LessonPanel } from './LessonPanel';
import { PhasePanel } from '../PhasePanel';

const store = () => useGameStore.getState();

/** Open a lesson as its button on the new-game screen does. */
function open(id: string) {
  const lesson = lessonById(id)!;
  const start = startLesson(lesson);
  if (!start.ok) throw new Error('lesson position');
  act(() => store().beginLesson(id, start.value, lesson.side));
}

/** Play actions as the learner, or as the scripted opponent for the side he does not play. */
function play(...actions: Action[]) {
  for (const a of actions) {
    const before = store().game.step;
    act(() => store().dispatch(a, store().players[a.side] === 'human' ? 'player' : 'bot'));
    expect(store().game.step, JSON.stringify(a)).toBeGreaterThan(before);
  }
}

const scrolled = vi.fn();
beforeEach(() => {
  localStorage.clear();
  scrolled.mockClear();
  // The test DOM has no layout: record which element asked to be scrolled into view, and how.
  Element.prototype.scrollIntoView = function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
    scrolled(this.getAttribute('data-testid'), arg);
  };
  act(() => useGameStore.setState({ botDelay: 0, replay: null }));
});
afterEach(() => {
  act(() => store().endLesson());
});

describe('the lesson panel', () => {
  it("NADCs and naval interception (7.3): the introduction is shown first and the Huáscar's scripted sail waits until the learner begins (QA round 6: the interception question came before the introduction)", async () => {
    open('nadc-and-interception');
    renderHook(() => useBotDriver());
    render(<><LessonPanel /><PhasePanel /></>);
    const intro = /the Huáscar leaves Arica for the south/;
    expect(screen.getByText(intro)).toBeTruthy();
    // The prompt says the opponent waits for the learner, not that a bot is playing.
    expect(screen.getByTestId('bot-lock').textContent).toBe('The bot plays the Allies once you begin the lesson.');
    await new Promise((r) => setTimeout(r, 150));
    expect(store().game.step).toBe(0);
    expect(screen.getByText(intro)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Begin the lesson' }));
    await waitFor(() => expect(store().actions[0]).toMatchObject({ type: 'sail', side: 'allied' }));
    expect(screen.queryByText(intro)).toBeNull();
    expect(screen.getByTestId('lesson-status').textContent).toContain('Not yet');
  });

  it('is scrolled just into view when the lesson opens and when its goal is reached (8.8: the land attack), and the lesson is remembered as done (QA round 6: "Goal reached" sat below the fold at 1280×800)', () => {
    open('land-attack');
    render(<LessonPanel />);
    expect(scrolled.mock.calls).toEqual([['lesson', { block: 'nearest' }]]);
    fireEvent.click(screen.getByRole('button', { name: 'Begin the lesson' }));
    const intended = lessonById('land-attack')!.intended;
    play(...intended.slice(0, -1));
    expect(screen.getByTestId('lesson-status').textContent).toContain('Not yet');
    expect(scrolled).toHaveBeenCalledTimes(1); // not at every action
    expect(lessonsDone().has('land-attack')).toBe(false);
    play(intended.at(-1)!);
    expect(screen.getByTestId('lesson-status').textContent).toContain('Goal reached');
    expect(scrolled.mock.calls).toEqual([['lesson', { block: 'nearest' }], ['lesson', { block: 'nearest' }]]);
    expect(lessonsDone().has('land-attack')).toBe(true);
  });

  it('once its goal is reached, says the lesson ends there and leads back to the lessons (played on, a lesson set at turn 5 met the 5.2 check with no VP and was lost: QA round 15)', () => {
    open('land-attack');
    render(<LessonPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Begin the lesson' }));
    const intended = lessonById('land-attack')!.intended;
    play(...intended.slice(0, -1));
    expect(screen.queryByTestId('lesson-after')).toBeNull();
    play(intended.at(-1)!);
    expect(screen.getByTestId('lesson-after').textContent).toMatch(/^The lesson ends here\. .*a victory check included\./);
    fireEvent.click(screen.getByRole('button', { name: 'Back to the lessons' }));
    expect(useGameStore.getState().lesson).toBeNull();
    expect(useGameStore.getState().screen).toBe('newGame');
  });

  it('says when the goal can no longer be reached (the Huáscar let pass, 7.2), comes into view, and "Restart the lesson" puts the lesson back at its start with its introduction (QA round 6: it stayed "Not yet" for good)', () => {
    open('nadc-and-interception');
    const gameId = store().gameId;
    render(<LessonPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Begin the lesson' }));
    play({ type: 'sail', side: 'allied', stack: 's1', to: '3020' }, { type: 'declineInterception', side: 'chile', letPass: true }, { type: 'endMove', side: 'allied', stack: 's1' });
    expect(screen.getByTestId('lesson-status').textContent).toBe('This goal can no longer be reached. Restart the lesson to try again.');
    expect(screen.getByTestId('lesson').className).toContain('failed');
    expect(scrolled).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Restart the lesson' }));
    const start = startLesson(lessonById('nadc-and-interception')!);
    expect(start.ok && store().game).toEqual(start.ok && start.value);
    expect(store().actions).toEqual([]);
    expect(store().lesson).toEqual({ id: 'nadc-and-interception', events: [], cursor: 0, begun: false });
    expect(store().gameId).toBe(gameId);
    expect(screen.getByText(/the Huáscar leaves Arica for the south/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Begin the lesson' })).toBeTruthy();
  });

  it('in Spanish too: the goal out of reach and the restart', () => {
    open('nadc-and-interception');
    act(() => void i18n.changeLanguage('es'));
    try {
      render(<LessonPanel />);
      fireEvent.click(screen.getByRole('button', { name: 'Empezar la lección' }));
      play({ type: 'sail', side: 'allied', stack: 's1', to: '3020' }, { type: 'declineInterception', side: 'chile', letPass: true }, { type: 'endMove', side: 'allied', stack: 's1' });
      expect(screen.getByTestId('lesson-status').textContent).toContain('ya no se puede cumplir');
      expect(screen.getByRole('button', { name: 'Reiniciar la lección' })).toBeTruthy();
    } finally {
      act(() => void i18n.changeLanguage('en'));
    }
  });
});

describe("a lesson's record", () => {
  it("forgets the events of an action taken back: an NADC given and taken back is not given (4.1 I), so ending the Administrative Phase puts the lesson's goal out of reach", () => {
    open('sequence-and-supply');
    act(() => useGameStore.setState({ undoAllowed: true }));
    play({ type: 'orderShip', side: 'chile', ship: 'cl-ship-blanco-encalada', area: 'II' });
    act(() => store().undo());
    expect(store().actions).toEqual([]);
    expect(store().lesson?.events.some((e) => e.type === 'nadcAssigned')).toBe(false);
    play({ type: 'endPhase', side: 'chile' });
    const l = lessonById('sequence-and-supply')!;
    expect(lessonStatus(l, store().game, store().lesson!.events)).toBe('failed');
  });

  it('a second visit of a lesson replaces the first in the saved games instead of adding one (QA round 6: 40 saved lesson games before the lessons)', async () => {
    const ofLesson = async () => (await readAllRecords()).filter(([, r]) => (r as { lesson?: unknown }).lesson === 'forced-march').map(([id]) => id);
    for (let visit = 0; visit < 2; visit++) {
      open('forced-march');
      play({ type: 'beginMove', side: 'chile', from: '3217' });
      await act(() => whenSaved());
    }
    expect(await ofLesson()).toEqual(['lesson-forced-march']);
  });
});

describe('the lesson list', () => {
  it('marks the lessons whose goal was reached, remembered in the browser', () => {
    localStorage.setItem('wotp.lessonsDone', JSON.stringify(['land-attack']));
    render(<LessonList />);
    expect(screen.getByRole('button', { name: /A land attack and the chit cup/ }).textContent).toContain('✓ goal reached');
    expect(screen.getByRole('button', { name: /Forced march/ }).textContent).not.toContain('✓');
  });
});
