import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { NewGameScreen } from './NewGameScreen';

describe('the new-game screen\'s players', () => {
  it('name each side with a capital at the start of its line, in Spanish too ("los Aliados" stood lowercase beside "Chile")', async () => {
    const { container } = render(<NewGameScreen />);
    const names = () => Array.from(container.querySelectorAll('fieldset'))[0]!.querySelectorAll('label > span');
    expect(Array.from(names(), (n) => n.textContent)).toEqual(['Chile', 'Allies']);
    await act(() => i18n.changeLanguage('es'));
    try {
      expect(Array.from(names(), (n) => n.textContent)).toEqual(['Chile', 'Los Aliados']);
      expect(screen.getByRole('combobox', { name: 'Los Aliados' })).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
