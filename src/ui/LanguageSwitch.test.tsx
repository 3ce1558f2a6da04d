import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { useGameStore } from './store';

describe('the language switch', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('clears a notice worded in the old language (a why-not stayed in English on the Spanish screen)', () => {
    act(() => useGameStore.getState().say('With an NADC for area III, the stack sails only for hexes of area III (7.2).'));
    render(<LanguageSwitch />);
    act(() => {
      fireEvent.change(screen.getByRole('combobox'), { target: { value: 'es' } });
    });
    expect(i18n.language).toBe('es');
    expect(useGameStore.getState().notice).toBeNull();
  });
});
