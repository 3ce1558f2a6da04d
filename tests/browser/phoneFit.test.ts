import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { launch, screenshot } from './chromium';

/**
 * QA round 7, a Spanish player on a phone (390×844): words longer than the English ones must not push
 * anything off the screen — the lesson list once lessons are done, the replay bar at the war's end.
 */
describe('Spanish on a phone: nothing runs off the screen', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.goto(inject('appUrl'));
    await page.evaluate(() => {
      localStorage.clear();
      localStorage.setItem('wotp.language', 'es');
      localStorage.setItem('wotp.lessonsDone', JSON.stringify(['land-attack', 'amphibious-landing', 'forced-march']));
    });
    await page.reload();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('the lesson list keeps two equal columns on the screen with "✓ objetivo cumplido" marks (one widened its column and cut the other at the edge)', async () => {
    await page.getByTestId('lessons').scrollIntoViewIfNeeded();
    const boxes = await page.$$eval('[data-testid="lessons"] li', (els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right, width: r.width })));
    expect(boxes.length).toBeGreaterThan(4);
    for (const b of boxes) expect(b.right).toBeLessThanOrEqual(390);
    const widths = boxes.map((b) => Math.round(b.width));
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(2);
    await screenshot(page, 'phone-lessons-es');
  });

  it('the replay bar\'s "paso 713 / 713 · turno 12 · Fase de Determinación de la Victoria" wraps inside the screen (it ran 60 px past it)', async () => {
    await page.getByTestId('war-as-fought').click();
    await page.getByTestId('replay-step').waitFor();
    await page.locator('.replay-bar button').filter({ hasText: '▶|' }).click();
    await expect.poll(() => page.getByTestId('replay-step').textContent(), { timeout: 30_000 }).toMatch(/^paso 713 \/ 713/);
    const step = (await page.getByTestId('replay-step').boundingBox())!;
    expect(step.x + step.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-replay-es');
  });
});
