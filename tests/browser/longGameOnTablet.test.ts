import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { playGame } from '../../src/bots/playGame';
import { randomBot } from '../../src/bots/randomBot';
import { makeGameFile } from '../../src/engine';
import { launch, screenshot } from './chromium';
import { startGame } from './flow';

/**
 * A whole game's log on a tablet (1024×768, touch), where the side panel's sheet starts closed and the
 * log is hidden: opening a long game file, turning the tablet and opening the panels must neither
 * crash the app nor pile the log's rows on one another. Before the fix, the hidden log's rows measured
 * 0 px and the virtual list grew without end: React stopped the app ("Something went wrong").
 */
describe('a long game on a tablet', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const game = playGame('browser-end', { chile: randomBot, allied: randomBot });
  /** Two frames: what a resize or a tap sets going has been drawn. */
  const frames = () => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  const crashed = async () => (await page.getByText('Something went wrong').count()) > 0;

  beforeAll(async () => {
    browser = await launch();
    context = await browser.newContext({ viewport: { width: 1024, height: 768 }, isMobile: true, hasTouch: true });
    page = await context.newPage();
    await page.goto(inject('appUrl'));
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await startGame(page, 'historical', 'long-game-on-tablet');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it(`opens a finished game of ${game.actions.length} actions, its log hidden, without crashing`, async () => {
    expect(game.actions.length).toBeGreaterThan(500);
    await page.getByTestId('open-file').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(makeGameFile('browser-end', {}, game.actions))) });
    await page.getByTestId('game-over').waitFor({ timeout: 30_000 });
    await frames();
    expect(await crashed()).toBe(false);
    expect(await page.getByTestId('log').isVisible()).toBe(false);
  });

  it('is turned upright and back, still without crashing', async () => {
    for (const viewport of [{ width: 768, height: 1024 }, { width: 1024, height: 768 }]) {
      await page.setViewportSize(viewport);
      await frames();
      await frames();
      expect(await crashed()).toBe(false);
      expect(await page.getByTestId('game-over').isVisible()).toBe(true);
    }
  });

  it('opens the panels: the log\'s rows are measured and laid out one under another', async () => {
    await page.getByTestId('panels-toggle').tap();
    await page.getByTestId('log').waitFor({ state: 'visible', timeout: 5000 });
    await expect
      .poll(() =>
        page.evaluate(() => {
          const rows = [...document.querySelectorAll('[data-testid="log"] > li')].map((li) => li.getBoundingClientRect());
          return rows.length > 5 && rows.every((r, i) => r.height > 0 && (i === 0 || r.top >= rows[i - 1]!.bottom - 0.5));
        }),
      )
      .toBe(true);
    expect(await crashed()).toBe(false);
    await screenshot(page, 'long-game-tablet-log');
  });
});
