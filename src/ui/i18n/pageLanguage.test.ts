import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '.';

describe('the page names its language (WCAG 3.1.1)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('the Spanish interface marks the page lang="es", and the English one lang="en"', async () => {
    await i18n.changeLanguage('es');
    expect(document.documentElement.lang).toBe('es');
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('the browser tab\'s title follows the language (QA round 19, NIT-2)', async () => {
    await i18n.changeLanguage('es');
    expect(document.title).toBe('La Guerra del Pacífico, 1879');
    await i18n.changeLanguage('en');
    expect(document.title).toBe('War of the Pacific, 1879');
  });
});
