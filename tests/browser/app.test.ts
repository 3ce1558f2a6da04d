import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './chromium';
import { openApp, startGame, takeOverIfAsked } from './flow';

describe('the built app in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await openApp(1280, 800));
    await startGame(page, 'manual');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('draws the hex grid over the map extent', async () => {
    const count = await page.locator('[data-hex]').count();
    expect(count).toBeGreaterThan(800);
    for (const id of ['2007', '2008', '3116', '3123', '3513', '3616', '3130', '3231']) {
      expect(await page.locator(`[data-hex="${id}"]`).count()).toBe(1);
    }
  });

  it('shows the hex id on hover', async () => {
    await page.locator('[data-hex="2008"]').hover({ force: true });
    await expect.poll(() => page.getByTestId('hex-readout').textContent()).toBe('Hex 2008');
  });

  it('4.1 steps through the phases by clicking the legal action buttons', async () => {
    const prompt = page.getByTestId('prompt');
    expect(await prompt.textContent()).toContain('Set-up');
    for (let i = 0; i < 2; i++) {
      // The Allies set up first; when they finish, Chile takes the device (hand-over cover).
      expect(await takeOverIfAsked(page)).toBe(i === 1);
      await prompt.getByRole('button', { name: 'Historical set-up' }).click();
      await prompt.getByRole('button', { name: 'Finish set-up' }).click();
    }
    await expect.poll(() => prompt.textContent()).toContain('Administrative Phase');
    await prompt.getByRole('button', { name: 'End Administrative Phase' }).click();
    // Chile's Supply Columns went to the Holding Box (4.1); on to the Consume Supply Columns Phase.
    await expect.poll(() => prompt.textContent()).toContain('Consume Supply Columns Phase');
    await prompt.getByRole('button', { name: 'End Consume Supply Columns Phase' }).click();
    await prompt.getByRole('button', { name: 'End Naval Movement Phase' }).click();
    await expect.poll(() => prompt.textContent()).toContain('Naval Combat Phase');
    expect(await page.getByTestId('log').textContent()).toContain('Naval Combat Phase');
    const shot = await screenshot(page, 'app-phases');
    expect(existsSync(shot)).toBe(true);
  });

  it('pans and zooms with the wheel and the keyboard', async () => {
    const content = page.getByTestId('map-content');
    const before = await content.getAttribute('transform');
    await page.mouse.move(500, 400);
    await page.mouse.wheel(0, -400);
    await expect.poll(() => content.getAttribute('transform')).not.toBe(before);
    const zoomed = await content.getAttribute('transform');
    await page.locator('.map-svg').focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => content.getAttribute('transform')).not.toBe(zoomed);
    await screenshot(page, 'app-zoomed');
  });
});
