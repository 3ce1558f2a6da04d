import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './chromium';
import * as mapClicks from './mapClicks';
import { openApp, startGame, takeOverIfAsked } from './flow';

/**
 * Issue 18: the naval war by clicking the map — after the historical set-up each side gives its turn-1
 * NADCs by clicking a stack and then a lit naval area (4.2), with the hand-over between, and Chile
 * sails its squadron by clicking a lit hex (7.2). No list of every legal action is opened.
 */
describe('NADCs and naval movement by clicking the map', () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];
  const prompt = () => page.getByTestId('prompt');
  const clickArea = (area: string) => mapClicks.clickArea(page, area);
  const clickHex = (hexes: readonly string[]) => mapClicks.clickHex(page, hexes);

  beforeAll(async () => {
    ({ browser, page } = await openApp(1280, 800, true));
    page.on('pageerror', (e) => errors.push(e.message));
    await startGame(page, 'historical', 'naval-orders');
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('4.2 the Allies, set up historically, are asked for their turn-1 NADCs; a click on Callao lights the naval areas, a click on area X gives the chit', async () => {
    expect(await page.getByTestId('nadc-prompt').textContent()).toContain('NADCs for turn 1 (4.2)');
    expect(await page.locator('path[data-area][data-legal="true"]').count()).toBe(0);
    await page.locator('[data-stack="2007"]').click();
    await expect.poll(() => page.locator('path[data-area][data-legal="true"]').count()).toBe(13);
    expect(await page.getByTestId('nadc-selection').textContent()).toContain('Huáscar and 9 more');
    await screenshot(page, 'naval-orders-allied-areas-lit');
    await clickArea('X');
    await expect.poll(() => page.locator('[data-chit-hex="2007"] [data-nadc="nadc-allied-X"]').count()).toBe(1);
    expect(await page.locator('[data-chit-hex="2007"] [data-nadc="nadc-allied-X"]').getAttribute('data-when')).toBe('given');
    expect(await page.getByTestId('nadc-prompt').textContent()).toContain('10 ships have NADCs for turn 1');
    await screenshot(page, 'naval-orders-allied-chit');
    // Changed mind: the area again takes the chits back; a click on area XIII gives them anew.
    await clickArea('X');
    await expect.poll(() => page.locator('[data-chit-hex="2007"]').count()).toBe(0);
    await clickArea('XIII');
    await expect.poll(() => page.locator('[data-chit-hex="2007"] [data-nadc="nadc-allied-XIII"]').count()).toBe(1);
  });

  it('4.2 a second click just beside the picked stack, on the lit sea, opens the stack: it gives no order and takes none back (all ten ships of Callao took one: QA round 8)', async () => {
    await page.locator('[data-stack="2007"]').click();
    await expect.poll(() => page.locator('path[data-area][data-legal="true"]').count()).toBe(13);
    // A point just outside Callao's hexagon, on a lit area's shape (the sea beside it).
    const hex = (await page.locator('[data-hex="2007"]').first().boundingBox())!;
    const beside = await page.evaluate(([x, y, r]) => {
      for (let a = 0; a < 360; a += 10) {
        const px = x + Math.cos((a * Math.PI) / 180) * r;
        const py = y + Math.sin((a * Math.PI) / 180) * r;
        const el = document.elementFromPoint(px, py);
        if (el?.getAttribute('data-legal') === 'true' && el.hasAttribute('data-area')) return { x: px, y: py };
      }
      return null;
    }, [hex.x + hex.width / 2, hex.y + hex.height / 2, (hex.width / 2) * 1.05] as const);
    expect(beside).not.toBeNull();
    await page.mouse.click(beside!.x, beside!.y);
    await expect.poll(() => page.getByTestId('stack-panel').textContent()).toContain('Callao');
    expect(await page.locator('[data-chit-hex="2007"] [data-nadc="nadc-allied-XIII"]').count()).toBe(1);
    expect(await page.getByTestId('nadc-prompt').textContent()).toContain('10 ships have NADCs for turn 1');
  });

  it('3.1 the hand-over: Chile, set up at once, sees only the back of the Allied chit, and gives its own by clicking', async () => {
    await prompt().getByRole('button', { name: 'Finish set-up' }).click();
    expect(await page.getByTestId('handover').count()).toBe(1);
    await takeOverIfAsked(page);
    expect(await page.content()).not.toContain('nadc-allied-XIII');
    expect(await page.locator('[data-chit-hex="2007"] [data-face="down"]').count()).toBe(1);
    expect(await page.getByTestId('nadc-prompt').textContent()).toContain('NADCs for turn 1');
    await page.locator('[data-stack="3123"]').click();
    await expect.poll(() => page.locator('path[data-area][data-legal="true"]').count()).toBe(13);
    await clickArea('III');
    await expect.poll(() => page.locator('[data-chit-hex="3123"] [data-nadc="nadc-chile-III"]').count()).toBe(1);
    await screenshot(page, 'naval-orders-chile-chit');
    await prompt().getByRole('button', { name: 'Finish set-up' }).click();
    expect(await page.getByTestId('handover').count()).toBe(0);
    await expect.poll(() => prompt().textContent()).toContain('Administrative Phase');
  });

  it('7.2 Chile sails its squadron by clicking a lit hex of area III; the way, its provisions and its interception risk are shown first', async () => {
    // The turn-1 chit now sails this turn; the Administrative Phase asks for turn 2's.
    expect(await page.locator('[data-chit-hex="3123"] [data-nadc="nadc-chile-III"]').getAttribute('data-when')).toBe('sailing');
    await prompt().getByRole('button', { name: 'End Administrative Phase' }).click();
    await prompt().getByRole('button', { name: 'End Consume Supply Columns Phase' }).click();
    await expect.poll(() => page.getByTestId('sail-prompt').count()).toBe(1);
    const plan = (await page.getByTestId('sail-prompt').textContent())!;
    expect(plan).toContain('Almirante Cochrane and 7 more');
    expect(plan).toContain('Almirante Cochrane and 7 more at Antofagasta (3123) sail for naval area III');
    expect(plan).toContain('one Supply Column there (7.8)');
    expect(plan).toMatch(/intercept/);
    const goals = page.locator('[data-highlight][data-kind="goal"][data-legal="true"]');
    expect(await goals.count()).toBeGreaterThan(0);
    // The way to the nearest hex of area III is drawn before anything is clicked.
    expect(await page.locator('[data-preview] polyline.route-preview').count()).toBe(1);
    await screenshot(page, 'naval-orders-sail-lit');
    const lit = await goals.evaluateAll((els) => els.map((e) => e.getAttribute('data-highlight')!));
    const target = await clickHex(lit);
    await takeOverIfAsked(page);
    await expect.poll(() => page.locator(`[data-stack="${target}"]`).count()).toBe(1);
    await expect.poll(() => page.locator('[data-route]').count()).toBeGreaterThan(0);
    expect(await prompt().getByRole('button', { name: /End the movement of Almirante Cochrane and 7 more/ }).count()).toBe(1);
    await screenshot(page, 'naval-orders-sailed');
    expect(errors).toEqual([]);
  });

  it('the first lesson: Blanco Encalada, in the Chile Holding Box, takes its NADC by a click on the box and one on a lit naval area', async () => {
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByTestId('lessons').getByRole('button', { name: /sequence of play/i }).first().click();
    await page.waitForSelector('[data-hex="2008"]');
    await page.getByRole('button', { name: /^Chile Holding Box/ }).first().click();
    await expect.poll(() => page.locator('path[data-area][data-legal="true"]').count()).toBe(13);
    await clickArea('II');
    await expect.poll(() => page.getByTestId('log').textContent()).toContain('Chile stacks an NADC with Blanco Encalada');
    await screenshot(page, 'naval-orders-lesson');
    expect(errors).toEqual([]);
  });
});
