import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './chromium';
import { openApp, takeOverOnOpening } from './flow';
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
    await takeOverOnOpening(page);
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

  it('prints the Supply Columns\' name on their counters in Spanish, inside the counter ("Supply" stayed English)', async () => {
    await page.getByLabel('Language').selectOption('es');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    const position = {
      format: 'wotp-position', version: 1, seed: 'suministro', turn: 3, side: 'chile', phase: 'landMovement',
      units: { 'cl-inf-buin-1': { location: { kind: 'hex', hex: '3217' }, steps: 2 } },
      supply: { 'sc-1': { nation: 'chile', location: { kind: 'hex', hex: '3217' } }, 'sc-2': { nation: 'peru', location: { kind: 'hex', hex: '3218' } }, 'sc-3': { nation: 'bolivia', location: { kind: 'hex', hex: '3319' } } },
      control: { '3217': 'chile' },
    };
    await page.getByTestId('open-file').setInputFiles({ name: 'suministro.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(position)) });
    await takeOverOnOpening(page);
    // The Peruvian column's stack opened in the panel: its counter drawn larger there too.
    await page.locator('[data-hex="3218"]').click({ force: true });
    await page.locator('.stack-panel [data-kind="supply"]').first().waitFor();
    const faces = await page.locator('[data-kind="supply"]').evaluateAll((els) =>
      els.map((g) => {
        const name = g.querySelector('[data-field="name"]') as SVGTextElement;
        const frame = (g.querySelector('rect') as SVGRectElement).getBBox();
        const text = name.getBBox();
        return { text: name.textContent, inside: text.x >= frame.x && text.x + text.width <= frame.x + frame.width };
      }),
    );
    expect(faces.length).toBeGreaterThanOrEqual(4);
    for (const face of faces) expect(face).toEqual({ text: 'Logística', inside: true });
    await screenshot(page, 'spanish-supply');
    await page.getByLabel('Idioma').selectOption('en');
    await expect.poll(() => page.locator('[data-kind="supply"] [data-field="name"]').first().textContent()).toBe('Supply');
  });
});
