import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './chromium';
import { inSight } from './inSight';
import { chooseSeed, openApp } from './flow';

/**
 * At the table on a tablet held flat (1024×768): what to do next is in sight without scrolling, and
 * after a player scrolled the side panel down (to the log, or to a button below the fold) the next
 * phase's prompt comes back into sight by itself.
 */
const WIDTH = 1024;
const HEIGHT = 768;

describe('the prompt in sight on a tablet (1024×768)', () => {
  let browser: Browser;
  let page: Page;
  const prompt = () => page.getByTestId('prompt');
  beforeAll(async () => {
    ({ browser, page } = await openApp(WIDTH, HEIGHT, true));
    // Chile played by the heuristic bot, whose turn 1 leaves a long log behind (its battles' dice).
    await page.getByTestId('new-game').waitFor();
    await chooseSeed(page, 'prompt-in-sight');
    await page.getByLabel('Chile', { exact: true }).selectOption('heuristic');
    await page.getByRole('button', { name: 'Start the war' }).click();
    await page.waitForSelector('[data-hex="2008"]');
    await prompt().getByRole('button', { name: 'Finish set-up' }).click();
    await page.getByTestId('bot-controls').getByRole('combobox').selectOption('0');
    // 4.1: the Allies end their Administrative Phase (no NADC), roll, and place their Supply Columns
    // (at least one Bolivian); the last placed ends the phase.
    await prompt().getByRole('button', { name: 'End Administrative Phase' }).click({ timeout: 90_000 });
    await prompt().getByText('Place your').waitFor();
    const place = prompt().getByRole('button', { name: /^Supply Column to / });
    while ((await place.count()) > 0) await place.first().click();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('6.4 the Allies may recruit in many cities: the line gives their number, and End Consume Supply Columns Phase is in sight', async () => {
    await expect.poll(() => prompt().getByTestId('prompt-heading').textContent()).toContain('Consume Supply Columns Phase');
    const recruit = prompt().locator('[data-line="recruit"]');
    expect(await recruit.textContent()).toMatch(/\d+ places, all lit on the map: list them/);
    expect(await recruit.locator('[data-place-button]').count()).toBe(0);
    expect(await inSight(page, prompt().getByRole('button', { name: 'End Consume Supply Columns Phase' }))).toBe(true);
    await screenshot(page, 'prompt-in-sight-consume-supply');
  });

  it('4.1 a player who scrolled the panel down to read the log ends the phase with E: the next phase\'s prompt comes into sight', async () => {
    await page.locator('.side-panel').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    expect(await inSight(page, page.getByTestId('prompt-heading'))).toBe(false);
    await page.keyboard.press('e');
    await expect.poll(() => page.getByTestId('prompt-heading').textContent()).toContain('Naval Movement Phase');
    await expect.poll(() => inSight(page, page.getByTestId('prompt-heading'))).toBe(true);
    await screenshot(page, 'prompt-in-sight-naval-movement');
  });
});
