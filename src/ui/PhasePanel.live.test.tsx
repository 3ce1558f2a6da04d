import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PhasePanel } from './PhasePanel';
import { useGameStore } from './store';
import { i18n } from './i18n';

/** The elements a screen reader reads again when they change: those in an aria-live region (a role=status or alert is its own, short note). */
const liveAncestor = (el: Element) => el.closest('[aria-live]');

describe('the prompt read by a screen reader (QA round 19c: one unlabelled live region re-read lists of 32 buttons)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    useGameStore.getState().startGame({ seed: 'prompt-live', setup: 'manual' });
  });

  it('is a region named "What to do now", not itself live; its heading is live, its answers are not', () => {
    render(<PhasePanel />);
    const prompt = screen.getByTestId('prompt');
    expect(prompt.getAttribute('aria-live')).toBeNull();
    expect(screen.getByRole('region', { name: 'What to do now' })).toBe(prompt);
    const heading = screen.getByTestId('prompt-heading');
    expect(liveAncestor(heading)).toBe(screen.getByTestId('prompt-live'));
    expect(screen.getByTestId('prompt-live').getAttribute('aria-live')).toBe('polite');
    const buttons = within(prompt).getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(1);
    for (const b of buttons) expect(liveAncestor(b), b.textContent ?? '').toBeNull();
  });

  it('4.1 the result line is live; so is the place of the question; no list of answers is (the name in Spanish too)', async () => {
    render(<PhasePanel />);
    for (let i = 0; i < 2; i++) {
      fireEvent.click(screen.getByRole('button', { name: 'Historical set-up' }));
      fireEvent.click(screen.getByRole('button', { name: 'Finish set-up' }));
      act(() => useGameStore.getState().takeOver(useGameStore.getState().game.side));
    }
    // 4.1: the Administrative Phase ended, the Supply Column allotment is rolled: its result line is live.
    fireEvent.click(screen.getByRole('button', { name: 'End Administrative Phase' }));
    const result = screen.getByTestId('action-result');
    expect(liveAncestor(result)).toBe(screen.getByTestId('prompt-live'));
    // Every live region of the prompt is one of the three (or a short role=status note).
    expect(screen.getByTestId('prompt-question').getAttribute('aria-live')).toBe('polite');
    const prompt = screen.getByTestId('prompt');
    const live = [...prompt.querySelectorAll('[aria-live]')].map((e) => e.getAttribute('data-testid'));
    expect(live.every((id) => id === 'prompt-live' || id === 'prompt-question')).toBe(true);
    for (const b of prompt.querySelectorAll('.actions button')) expect(liveAncestor(b)).toBeNull();
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('region', { name: 'Qué hacer ahora' })).toBe(prompt);
    await act(() => i18n.changeLanguage('en'));
  });
});
