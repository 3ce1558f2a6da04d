import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './chromium';
import { openApp } from './flow';
import { finishHistoricalSetUp } from './historicalStart';

describe('English and Spanish', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    ({ browser, page } = await openApp(1280, 800, true));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('switches the whole interface to Spanish from the menu, and remembers it', async () => {
    await page.getByTestId('new-game').waitFor();
    expect(await page.getByRole('button', { name: 'Start the war' }).count()).toBe(1);
    await page.getByLabel('Language').selectOption('es');
    await expect.poll(() => page.getByRole('button', { name: 'Comenzar la guerra' }).count()).toBe(1);
    await page.reload();
    await page.getByRole('button', { name: 'Comenzar la guerra' }).waitFor();
    await page.getByText('Opciones avanzadas').click();
    await page.getByLabel('Semilla', { exact: true }).fill('idioma');
    await page.getByRole('button', { name: 'Comenzar la guerra' }).click();
    await page.waitForSelector('[data-hex="2008"]');
    // Each side finishes its historical set-up (4.2) in Spanish, with the hand-over between.
    await finishHistoricalSetUp(page, { finish: 'Terminar el despliegue', done: 'Fase Administrativa' });
    const panel = (await page.getByTestId('prompt').textContent()) ?? '';
    expect(panel).toMatch(/Fase administrativa/i);
    expect(await page.getByText('Registro', { exact: true }).count()).toBe(1);
    // Unit, ship and place names stay historical.
    expect(await page.getByText('Cajetín Chile').count()).toBeGreaterThan(0);
    await screenshot(page, 'spanish');
    // WCAG 3.1.1: the page says it is in Spanish; its wider header is still one row at 1280 px.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect((await page.locator('.app-header').boundingBox())!.height).toBeLessThan(45);
    await page.getByLabel('Idioma').selectOption('en');
    await expect.poll(() => page.getByTestId('prompt').textContent()).toContain('Administrative Phase');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});
