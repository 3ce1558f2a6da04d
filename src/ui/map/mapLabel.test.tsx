import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { useGameStore } from '../store';
import { MapView } from './MapView';

/** The hex cursor's keys, as useShortcuts reads them: C shows it, N takes it to a place that can act, the arrows move it, Enter acts. */
const CURSOR_KEYS = [/\bC\b/, /\bN\b/, /Shift\+N/, /Enter/, /\?/];

describe('the map\'s name for a screen reader', () => {
  it('names the hex cursor\'s keys, C, N, the arrows and Enter, the only way to act on the map by keyboard (QA round 19c: it named only panning and zooming), in English and Spanish', async () => {
    act(() => useGameStore.getState().startGame({ seed: 'map-label', setup: 'historical' }));
    render(<MapView />);
    const label = () => screen.getByRole('application').getAttribute('aria-label') ?? '';
    try {
      for (const lng of ['en', 'es']) {
        await act(() => i18n.changeLanguage(lng));
        for (const key of CURSOR_KEYS) expect(label(), `${lng}: ${key}`).toMatch(key);
        expect(label()).toMatch(lng === 'en' ? /arrow keys move it/ : /las flechas lo mueven/);
      }
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
