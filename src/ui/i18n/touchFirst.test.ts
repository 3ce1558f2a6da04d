import { afterAll, describe, expect, it, vi } from 'vitest';

// A tablet: its primary pointer is a finger. Stubbed before the interface's strings are first read.
vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)', media: query, addEventListener() {}, removeEventListener() {} }));
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('the prompts on a touch device', () => {
  it('say "tap" in English and "toca" in Spanish (they said "click" to a player with no mouse)', async () => {
    const { i18n } = await import('./index');
    await i18n.changeLanguage('en');
    expect(i18n.t('panel.selected', { piece: 'Huáscar' })).toBe('Selected: Huáscar — tap a highlighted hex.');
    await i18n.changeLanguage('es');
    expect(i18n.t('setupTray.moveAgain', { count: 1 })).toBe('Una pieza colocada: tócala en el mapa para moverla de nuevo.');
    await i18n.changeLanguage('en');
  });

  it('and in a lesson\'s own texts', async () => {
    const { forThisDevice } = await import('./touchFirst');
    expect(forThisDevice('Click Antofagasta (3123) on the map.', 'en')).toBe('Tap Antofagasta (3123) on the map.');
  });
});
