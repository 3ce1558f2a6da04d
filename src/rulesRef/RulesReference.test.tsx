import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RulesReference } from './RulesReference';

const scrolled: Element[] = [];

beforeEach(() => {
  scrolled.length = 0;
  // The test DOM has no layout: record which element the panel scrolls to.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});

afterEach(() => {
  cleanup();
});

/**
 * The rules text loads asynchronously (loadRules) and renders thousands of nodes: on a loaded 2-core
 * machine the first render took longer than waitFor's default second (seen 2026-12-01, with match games
 * running alongside). What is awaited is unchanged; only how long it may take.
 */
const LOADED = { timeout: 10_000 };

const caseEl = (id: string): HTMLElement | null => document.querySelector<HTMLElement>(`[data-rule="${id}"]`);

describe('the rules reference panel', () => {
  it('opens at a cited case, scrolled to and marked, with its interpretations visibly marked', async () => {
    render(<RulesReference lang="en" caseId="7.4" onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Rules reference' })).toBeTruthy();
    await waitFor(() => expect(caseEl('7.4')).not.toBeNull(), LOADED);
    const article = caseEl('7.4') as HTMLElement;
    expect(article.id).toBe('rule-7-4');
    await waitFor(() => expect(scrolled).toContain(article), LOADED);
    expect(article.getAttribute('aria-current')).toBe('true');
    expect(article.className).toContain('rules-ref-target');
    expect(within(article).getAllByText('Project interpretation').length).toBeGreaterThan(0);
    expect(within(article).getByText(/Higher = faster/)).toBeTruthy();
    expect(within(article).getByText('English and Spanish printings differ')).toBeTruthy();
    // The option by the name the new-game screen gives it, not its code (QA round 15).
    expect(article.querySelector('.rules-ref-option')!.textContent).toBe("Rules option: “Interception modifier: interceptors' lowest speed (EN) or target's highest (ES)”");
  });

  it('in Spanish, names an option and a citation\'s words in Spanish ("returnWithoutNadc", "4.1 / 7.2 option" were shown: QA round 15)', async () => {
    render(<RulesReference lang="es" caseId="4.1" onClose={() => {}} />);
    await waitFor(() => expect(caseEl('4.1')).not.toBeNull(), LOADED);
    const article = caseEl('4.1') as HTMLElement;
    expect(article.querySelector('.rules-ref-option')!.textContent).toMatch(/^Opción de reglas: «Los buques sin NADC vuelven/);
    const text = screen.getByRole('dialog').textContent ?? '';
    expect(text).not.toMatch(/returnWithoutNadc|boliviaFortsStay|\boption\b/);
    expect(text).toContain('4.1 / 7.2 opción');
  });

  it('has every case as an anchor and a table of contents by section', async () => {
    render(<RulesReference lang="en" onClose={() => {}} />);
    await waitFor(() => expect(caseEl('10.2')).not.toBeNull(), LOADED);
    expect(document.querySelectorAll('article[data-rule]').length).toBe(56);
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(toc).getByText('7.0 Naval operations')).toBeTruthy();
    fireEvent.click(within(toc).getByText('8.9 Resolving land combat'));
    await waitFor(() => expect(scrolled).toContain(caseEl('8.9')), LOADED);
  });

  it('searches by word (accents ignored) and by case number', async () => {
    render(<RulesReference lang="en" onClose={() => {}} />);
    await waitFor(() => expect(caseEl('1.1')).not.toBeNull(), LOADED);
    const search = screen.getByLabelText('Search the rules');
    fireEvent.change(search, { target: { value: 'run the blockade' } });
    expect(caseEl('7.6')).not.toBeNull();
    expect(caseEl('1.1')).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/cases? match/);
    fireEvent.change(search, { target: { value: '8.9' } });
    expect([...document.querySelectorAll('article[data-rule]')].map((a) => a.getAttribute('data-rule'))).toEqual(['8.9']);
    fireEvent.change(search, { target: { value: 'xyzzy' } });
    expect(document.querySelectorAll('article[data-rule]').length).toBe(0);
    expect(screen.getAllByText('No case matches the search.').length).toBeGreaterThan(0);
  });

  it('a search after a rule link shows its results from the top (they opened scrolled down to the linked case: QA round 6)', async () => {
    const toTop = vi.fn();
    Element.prototype.scrollTo = function scrollTo(this: Element, options?: ScrollToOptions | number) {
      if (this.classList.contains('rules-ref-body')) toTop(options);
    } as typeof Element.prototype.scrollTo;
    render(<RulesReference lang="en" caseId="8.9" onClose={() => {}} />);
    await waitFor(() => expect(scrolled).toContain(caseEl('8.9')), LOADED);
    expect(toTop).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Search the rules'), { target: { value: 'blockade' } });
    expect(toTop).toHaveBeenCalledWith({ top: 0 });
  });

  it('in Spanish: opens at a section cited as "3.0" and at "8.6 note"; search ignores accents', async () => {
    const { rerender } = render(<RulesReference lang="es" caseId="3.0" onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Referencia de reglas' })).toBeTruthy();
    await waitFor(() => expect(document.getElementById('rules-section-3')).not.toBeNull(), LOADED);
    const heading = document.getElementById('rules-section-3') as HTMLElement;
    await waitFor(() => expect(scrolled).toContain(heading), LOADED);
    const section = heading.closest('section') as HTMLElement;
    expect(within(section).getAllByText('Interpretación del proyecto').length).toBeGreaterThan(0);
    rerender(<RulesReference lang="es" caseId="8.6 note" onClose={() => {}} />);
    await waitFor(() => expect(scrolled).toContain(caseEl('8.6')), LOADED);
    fireEvent.change(screen.getByLabelText('Buscar en las reglas'), { target: { value: 'intercepcion' } });
    expect(caseEl('7.3')).not.toBeNull();
    expect(caseEl('2.8')).toBeNull();
  });

  it('closes with the button and with Escape', async () => {
    const onClose = vi.fn();
    render(<RulesReference lang="en" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(onClose).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(caseEl('1.1')).not.toBeNull(), LOADED);
  });
});
