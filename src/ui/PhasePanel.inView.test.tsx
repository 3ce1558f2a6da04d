import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameState } from '../engine';
import { squadronIntoAreaVI } from '../engine/naval/testKit';
import { lessonById, startLesson } from '../lessons';
import { i18n } from './i18n';
import { PhasePanel } from './PhasePanel';
import { useRecapStore } from './recap/recapStore';
import { useGameStore } from './store';

const store = useGameStore.getState;
const send = (a: Parameters<ReturnType<typeof store>['dispatch']>[0]) => act(() => store().dispatch(a));
/** Whether `a` comes before `b` in the page. */
const before = (a: Element, b: Element) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

/** A position on the board, hot seat, both players human, `viewer` at the screen. */
function play(game: GameState, viewer: 'chile' | 'allied' = 'chile') {
  act(() => useGameStore.setState({ game, start: game, actions: [], log: [], gameId: 'in-view-test', viewer, players: { chile: 'human', allied: 'human' }, replay: null, lesson: null, rollSeen: null }));
}

/** Cochrane, Blanco Encalada and Magallanes sail into area VI: Atahualpa (−2) at 2415, Unión and Pilcomayo (+1) at 2514 are asked (7.3). */
const interceptionAsked = squadronIntoAreaVI;

/** The fort-raid lesson played to Chile's Naval Combat Phase: Blanco Encalada in Iquique (3218), its raid on the fort to roll. */
function atIquiqueToRaid() {
  const start = startLesson(lessonById('fort-raid')!);
  if (!start.ok) throw new Error('lesson position');
  play(start.value);
  send({ type: 'sail', side: 'chile', stack: 's1', to: '3218' });
  send({ type: 'endPhase', side: 'chile' });
}

describe('the prompt holds what the player must decide now, with its odds and his last dice (QA round 7)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    act(() => useRecapStore.getState().close());
  });

  it('7.6 / 7.7 right after a raid, its dice, what they needed and what came of it lead the prompt, above its buttons', () => {
    atIquiqueToRaid();
    render(<PhasePanel />);
    expect(screen.queryByTestId('action-result')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Blanco Encalada raids Fort Iquique/ }));
    const result = screen.getByTestId('action-result');
    const lines = within(result).getAllByTestId('result-line').map((l) => l.textContent);
    expect(lines[0]).toMatch(/^Raid by Blanco Encalada on Fort Iquique: 1 \+ 2, modified \+1 for the target's printed raid modifier \(7\.6\): 4, needed less than 6 — hit: Fort Iquique destroyed \(7\.7\)$/);
    expect(lines[1]).toMatch(/^Fort Iquique fires at Blanco Encalada: 4 \+ 3, modified \+3 for armour of Blanco Encalada \(7\.7\): 10, needed less than 6 \(a double 1 sinks, 7\.10\) — miss \(7\.7\)$/);
    expect(before(screen.getByTestId('prompt-heading'), result)).toBe(true);
    expect(before(result, screen.getByTestId('prompt').querySelector('.actions')!)).toBe(true);
  });

  it('7.6 the raid\'s result line follows the language when it is switched (it stayed in English under a Spanish page: QA round 18)', async () => {
    atIquiqueToRaid();
    render(<PhasePanel />);
    fireEvent.click(screen.getByRole('button', { name: /^Blanco Encalada raids Fort Iquique/ }));
    const line = () => within(screen.getByTestId('action-result')).getAllByTestId('result-line')[0]!.textContent;
    expect(line()).toMatch(/^Raid by Blanco Encalada/);
    await act(() => i18n.changeLanguage('es'));
    try {
      expect(line()).not.toMatch(/^Raid by/);
      expect(line()).toMatch(/Blanco Encalada/);
      expect(line()).toMatch(/Fuerte Iquique|Fort Iquique/);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('7.3 the prompt\'s interception buttons give their odds (the panel that has them was below the fold: 0 in 6 unseen)', () => {
    play(interceptionAsked(), 'allied');
    render(<PhasePanel />);
    const prompt = screen.getByTestId('prompt');
    expect(within(prompt).getByRole('button', { name: 'Intercept with the warships in hex 2415 — succeeds 0 in 6 (0%)' })).toBeTruthy();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Intercept with the warships in hex 2514 — succeeds 4 in 6 (67%)' }));
    expect(within(prompt).getByRole('button', { name: 'Roll the die — succeeds 4 in 6 (67%)' })).toBeTruthy();
    // The answers that take no die read as they did.
    expect(within(prompt).getByRole('button', { name: 'Let it pass — these ships are not asked again' })).toBeTruthy();
  });

  it('issue 20 (7.3): the prompt\'s interception button that leaves nothing more to choose rolls at once, and says so with the die (a "Roll the interception" followed, asking nothing new)', () => {
    play(interceptionAsked(), 'allied');
    render(<PhasePanel />);
    const prompt = screen.getByTestId('prompt');
    // Atahualpa at 2415 may still join: the first declaration rolls nothing.
    fireEvent.click(within(prompt).getByRole('button', { name: 'Intercept with the warships in hex 2514 — succeeds 4 in 6 (67%)' }));
    expect(store().actions).toEqual([{ type: 'intercept', side: 'allied', hex: '2514' }]);
    // Adding the last hex leaves only the roll (no transports there): one tap for both.
    const last = within(prompt).getByRole('button', { name: /^Intercept with the warships in hex 2415: roll the die — succeeds 0 in 6 \(0%\)$/ });
    expect(last.className).toBe('rolls-now');
    expect(last.textContent).toMatch(/^⚄ /);
    fireEvent.click(last);
    expect(store().actions.slice(1)).toEqual([
      { type: 'intercept', side: 'allied', hex: '2415' },
      { type: 'interceptRoll', side: 'allied', transports: false },
    ]);
    expect(store().game.pending.at(-1)?.kind).not.toBe('interception');
  });

  it('the recap, which no longer scrolls itself over the question, is pointed to from the prompt, and the pointer brings it into view', () => {
    play(interceptionAsked(), 'allied');
    const shown: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      shown.push(this);
    };
    try {
      render(
        <>
          <PhasePanel />
          <section data-testid="recap" />
        </>,
      );
      expect(screen.queryByTestId('recap-pointer')).toBeNull();
      act(() => store().dispatch({ type: 'declineInterception', side: 'allied', letPass: true }));
      act(() => useGameStore.setState({ viewer: 'chile' }));
      act(() => useRecapStore.getState().show({ kind: 'since', from: 0, to: store().game.step }));
      const pointer = screen.getByTestId('recap-pointer');
      expect(pointer.textContent).toMatch(/^Since your last (move|turn): \d+ lines?, below ↓$/);
      expect(before(screen.getByTestId('prompt-heading'), pointer)).toBe(true);
      shown.length = 0;
      fireEvent.click(pointer);
      expect(shown).toEqual([screen.getByTestId('recap')]);
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });
});

afterEach(() => {
  act(() => useRecapStore.getState().close());
});
