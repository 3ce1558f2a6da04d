import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launch } from './chromium';

/**
 * In the new-game screen's advanced options: the seed, and dice from the seed alone (issue 17; on by
 * default here, so the tests' dice are the same on every run).
 */
export async function chooseSeed(page: Page, seed: string, seedOnly = true): Promise<void> {
  const advanced = page.getByTestId('advanced-options');
  if ((await advanced.getAttribute('open')) === null) await advanced.locator('summary').click();
  await page.getByLabel('Seed', { exact: true }).fill(seed);
  await page.getByLabel('Dice from the seed alone (for testers)').setChecked(seedOnly);
}

/** From the new-game screen: choose the seed and the set-up, and start. */
export async function startGame(page: Page, setup: 'historical' | 'manual', seed = 'browser-test', seedOnly = true): Promise<void> {
  await page.getByTestId('new-game').waitFor();
  await chooseSeed(page, seed, seedOnly);
  await page.getByLabel(setup === 'historical' ? /Historical set-up/ : /Each side places/).check();
  await page.getByRole('button', { name: 'Start the war' }).click();
  // Hot seat: the cover first asks the side to set up first for the device (4.2); against a bot, the board.
  await takeOverOnOpening(page);
}

/** If the player who just rolled is shown his dice before the hand-over (issue 18), he dismisses them. */
export async function dismissRollIfShown(page: Page): Promise<boolean> {
  const step = page.getByTestId('roll-before-handover');
  if ((await step.count()) === 0) return false;
  // Before a naval combat fought at the table (7.9), the roller's dice screen calls both players, and
  // its button shows the battle (issue 20); otherwise the hand-over cover follows.
  const toTheBattle = step.getByRole('button', { name: 'We are both here — show the battle' });
  if ((await toTheBattle.count()) > 0) {
    await toTheBattle.click();
    await page.waitForSelector('[data-hex="2008"]');
    return true;
  }
  await step.getByRole('button', { name: /^Hand the device to / }).click();
  await page.getByTestId('handover').waitFor();
  return true;
}

/** If the hand-over cover is up (after the roller has seen his dice, if he rolled), the next player takes the device. */
export async function takeOverIfAsked(page: Page): Promise<boolean> {
  await dismissRollIfShown(page);
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
  // Said in the log, so a page that dies under a test is told apart from a browser that does (scripts/browser-tests.ts).
  page.on('crash', () => console.error(`[chromium] the page's renderer crashed at ${new Date().toISOString()}`));
  await page.goto(inject('appUrl'));
  if (fresh) {
    await page.evaluate(() => localStorage.clear());
    await page.reload();
  }
  return { browser, page };
}

/**
 * After a game is opened from a file or resumed: the board, or — a hot-seat game not over — the hand-over
 * cover first (whoever holds the device may be either player), which the side to act takes.
 */
export async function takeOverOnOpening(page: Page): Promise<void> {
  await page.locator('[data-testid="handover"], [data-hex="2008"]').first().waitFor();
  await takeOverIfAsked(page);
}

/** 7.9: one shot by the prompt's gunfire picker — the first warship offered, then its first target. False when no shot is asked for. */
export async function fireAShot(page: Page): Promise<boolean> {
  const picker = page.getByTestId('fire-picker');
  if ((await picker.count()) === 0) return false;
  const ships = picker.getByTestId('fire-ship');
  if ((await ships.count()) > 0) await ships.first().click();
  await picker.getByTestId('fire-target').first().click();
  return true;
}

/**
 * The phase ended by its prompt button ("End Naval Combat Phase") — or, where the interface passed it
 * because the side had nothing else to do in it (4.1, src/ui/play/emptyPhase.ts), the notice that says
 * so checked instead: "Chile: nothing to do in the Naval Combat Phase, passed on (4.1)."
 */
export async function endPhase(page: Page, phase: string): Promise<'ended' | 'passed'> {
  const name = /Phase$/.test(phase) ? phase : `${phase} Phase`;
  const button = page.getByTestId('prompt').getByRole('button', { name: `End ${name}` }).first();
  const passed = page.locator('.notice[role="status"]').filter({ hasText: /nothing to do in the .*passed on/ }).filter({ hasText: name });
  await button.or(passed).first().waitFor();
  if ((await button.count()) === 0) return 'passed';
  await button.click();
  return 'ended';
}
