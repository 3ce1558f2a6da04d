import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launch } from './chromium';

/** From the new-game screen: choose the set-up and start. */
export async function startGame(page: Page, setup: 'historical' | 'manual', seed = 'browser-test'): Promise<void> {
  await page.getByTestId('new-game').waitFor();
  await page.getByLabel('Seed').fill(seed);
  await page.getByLabel(setup === 'historical' ? /Historical set-up/ : /Each side places/).check();
  await page.getByRole('button', { name: 'Start the war' }).click();
  await page.waitForSelector('[data-hex="2008"]');
}

/** If the hand-over cover is up, the next player takes the device. */
export async function takeOverIfAsked(page: Page): Promise<boolean> {
  const cover = page.getByTestId('handover');
  if ((await cover.count()) === 0) return false;
  await cover.getByRole('button').click();
  await page.waitForSelector('[data-hex="2008"]');
  return true;
}

/** Launch Chromium and open the built app at the given window size (`fresh`: with no saved games or settings). */
export async function openApp(width = 1280, height = 800, fresh = false): Promise<{ browser: Browser; page: Page }> {
  const browser = await launch();
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto(inject('appUrl'));
  if (fresh) {
    await page.evaluate(() => localStorage.clear());
    await page.reload();
  }
  return { browser, page };
}
