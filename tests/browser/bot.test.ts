import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './chromium';
import { chooseSeed, endPhase, openApp } from './flow';
import { finishHistoricalSetUp } from './historicalStart';

describe('playing against a bot', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    ({ browser, page } = await openApp(1280, 800, true));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('10: the Allied heuristic bot plays its whole player turn in a worker while Chile waits, with no hand-over', async () => {
    await page.getByTestId('new-game').waitFor();
    await chooseSeed(page, 'versus-bot');
    await page.getByLabel('Allies').selectOption('heuristic');
    await page.getByRole('button', { name: 'Start the war' }).click();
    await page.waitForSelector('[data-hex="2008"]');
    expect(await page.getByTestId('bot-controls').count()).toBe(1);
    await page.getByTestId('bot-controls').getByRole('combobox').selectOption('0');
    // 4.2: the bot gives its turn-1 NADCs and finishes its set-up; Chile finishes its own.
    await finishHistoricalSetUp(page);
    for (const phase of ['Administrative', 'Consume Supply Columns', 'Naval Movement', 'Naval Combat', 'Land Movement', 'Land Combat', 'Victory Determination']) {
      await endPhase(page, phase);
      expect(await page.getByTestId('handover').count()).toBe(0);
    }
    // The bot plays the Allied turn; then it is Chile's turn 2.
    await expect.poll(() => page.getByTestId('turn').textContent(), { timeout: 60_000 }).toContain('Turn 2');
    expect(await page.getByTestId('handover').count()).toBe(0);
    expect(await page.getByTestId('log').textContent()).toMatch(/Allies/);
    await screenshot(page, 'versus-bot');
  });
});
