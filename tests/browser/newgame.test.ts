import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './chromium';
import { openApp, startGame, takeOverIfAsked } from './flow';

describe('new game and hand-over', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await openApp(1280, 800));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('offers a seed, the set-up and every rules option', async () => {
    await page.getByTestId('new-game').waitFor();
    expect(await page.getByLabel('Seed', { exact: true }).inputValue()).not.toBe('');
    expect(await page.getByText(/Stacking limit/).count()).toBe(1);
    expect(await page.getByText(/Optional rule: ship capture/).count()).toBe(1);
    await screenshot(page, 'new-game');
  });

  it('4.1 I: the opponent never has the other side\'s NADC destination in the page', async () => {
    await startGame(page, 'manual', 'nadc-secret');
    const prompt = page.getByTestId('prompt');
    // The Allies set up and give Huáscar NADC XIII for turn 1 (4.2).
    await prompt.getByRole('button', { name: 'Historical set-up' }).click();
    await page.getByText(/Every other legal action/).click();
    await prompt.getByRole('button', { name: 'NADC XIII for Huáscar' }).click();
    await page.locator('[data-stack="2007"]').click();
    expect(await page.locator('[data-nadc="nadc-allied-XIII"]').count()).toBe(1);
    await prompt.getByRole('button', { name: 'Finish set-up' }).click();
    // Chile's turn to set up: the cover hides everything, then Chile sees the chit face down only.
    expect(await page.getByTestId('handover').count()).toBe(1);
    expect(await page.content()).not.toContain('nadc-allied-XIII');
    await takeOverIfAsked(page);
    // One back beside Callao's stack on the map (one a stack) and one by Huáscar in the opened stack (one a ship's order).
    await page.locator('[data-stack="2007"]').click();
    expect(await page.locator('[data-chit-hex="2007"] [data-nadc-side="allied"][data-face="down"]').count()).toBe(1);
    expect(await page.getByTestId('stack-panel').locator('[data-nadc-side="allied"][data-face="down"]').count()).toBe(1);
    expect(await page.locator('[data-nadc-side="allied"][data-face="down"]').count()).toBe(2);
    expect(await page.locator('[data-nadc-side="allied"][data-face="up"]').count()).toBe(0);
    const html = await page.content();
    expect(html).not.toContain('nadc-allied-XIII');
    expect(html).not.toMatch(/naval area XIII/);
    await screenshot(page, 'handover-chile-view');
  });
});
