import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './chromium';
import { openApp, startGame } from './flow';
import { finishHistoricalSetUp } from './historicalStart';

describe('counters, stacks and the boxes off the map', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await openApp(1920, 1080));
    await startGame(page, 'historical');
    // Both sides finish the set-up (4.2), so Chile, at the screen, has its army on the map and in the Holding Box.
    await finishHistoricalSetUp(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('3.2–3.5 draws the set-up stacks on the map with their counts', async () => {
    expect(await page.locator('[data-stack="2007"]').count()).toBe(1);
    expect(await page.locator('[data-stack="3123"]').count()).toBe(1);
    expect(await page.locator('[data-stack="3513"]').count()).toBe(1);
    expect(await page.locator('[data-stack="2007"] .stack-count').textContent()).toMatch(/^\d+$/);
  });

  it('opens a stack on click: Callao holds the Peruvian fleet, the army of Lima and its fort', async () => {
    await page.locator('[data-stack="2007"]').click();
    const panel = page.getByTestId('stack-panel');
    await expect.poll(() => panel.textContent()).toContain('Huáscar');
    const text = (await panel.textContent()) ?? '';
    expect(text).toContain('Zepita');
    expect(text).toContain('Fort Callao');
    expect(await panel.locator('[data-unit="pe-ship-huascar"]').count()).toBe(1);
  });

  it('shows the Chile Holding Box, the recruit pools and the turn track with waiting reinforcements', async () => {
    const tray = page.getByTestId('tray');
    expect(await tray.locator('[data-box="holdingBox"] [data-unit]').count()).toBeGreaterThan(10);
    expect(await tray.locator('[data-box="recruitPool:peru"] [data-unit="pe-inf-lima"]').count()).toBe(1);
    expect(await tray.locator('[data-turn="2"] [data-unit="cl-inf-atacama"]').count()).toBe(1);
    expect(await tray.locator('[data-turn="1"][aria-current="step"]').count()).toBe(1);
    await screenshot(page, 'counters-1920');
  });

  it('zoomed in, the counters are readable', async () => {
    await page.locator('.map-svg').focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('+');
    await page.locator('[data-stack="3123"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'counters-zoomed');
  });
});
