import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { launch, screenshot } from './chromium';
import { startGame } from './flow';

type Box = { x: number; y: number; width: number; height: number };

/**
 * QA round 19c, a phone held flat (844×390, touch): the header took two rows and the turn track's box 12
 * lay behind the side panel; a long press's hex card vanished as the finger lifted; a rule's number,
 * "(3.2)", was a 15 px high target.
 */
describe('a phone held flat (844×390, touch)', () => {
  let browser: Browser;
  let page: Page;
  const box = async (selector: string): Promise<Box> => {
    const b = await page.locator(selector).first().boundingBox();
    if (!b) throw new Error(`${selector} is not laid out`);
    return b;
  };

  beforeAll(async () => {
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true });
    await page.goto(inject('appUrl'));
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await startGame(page, 'historical', 'phone-landscape');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the header is one row (it wrapped: 106 px of 390), and the turn track\'s twelve boxes lie beside the side panel, none behind it', async () => {
    const header = await box('.app-header');
    expect(header.height).toBeLessThanOrEqual(56);
    const side = await box('[data-testid="side-panel"]');
    const boxes = await page.locator('.turn-box').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
    expect(boxes).toHaveLength(12);
    for (const right of boxes) expect(right).toBeLessThanOrEqual(side.x + 0.5);
    const map = await box('.map-view');
    expect(map.height).toBeGreaterThanOrEqual(230);
    await screenshot(page, 'phone-landscape');
  });

  it('a long press\'s hex card stays as the finger lifts, until × closes it', async () => {
    const surface = await box('.map-surface');
    // A hex in the open, under no counter, label, control or key.
    const at = await page.evaluate(({ x, y, w, h }) => {
      for (let dy = 0.3; dy < 0.9; dy += 0.05) {
        for (let dx = 0.35; dx < 0.8; dx += 0.05) {
          const px = x + w * dx;
          const py = y + h * dy;
          const el = document.elementFromPoint(px, py);
          if (el instanceof SVGPolygonElement && el.dataset.hex) return { x: px, y: py, hex: el.dataset.hex };
        }
      }
      return null;
    }, { x: surface.x, y: surface.y, w: surface.width, h: surface.height });
    expect(at).not.toBeNull();
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
    // The finger rests, quivering a px or two, then lifts.
    await touch('touchStart', [{ x: at!.x, y: at!.y }]);
    await page.waitForTimeout(350);
    await touch('touchMove', [{ x: at!.x + 2, y: at!.y + 1 }]);
    await page.waitForTimeout(450);
    const card = page.getByTestId('hex-card');
    await card.waitFor();
    await touch('touchEnd', []);
    await page.waitForTimeout(500);
    expect(await card.count()).toBe(1);
    expect(await card.getAttribute('data-card-place')).toBe(at!.hex);
    await screenshot(page, 'phone-landscape-long-press');
    await card.getByRole('button', { name: 'Close' }).tap();
    await card.waitFor({ state: 'detached' });
    await cdp.detach();
  });

  it('a rule\'s number in a line of text is at least 32 px high to a finger', async () => {
    // The set-up's rule links are in the panels behind "Show panels" (the log's "(3.1)").
    await page.getByTestId('panels-toggle').tap();
    const link = page.locator('[data-testid="side-panel"] .rule-link >> visible=true').first();
    await link.waitFor();
    await link.scrollIntoViewIfNeeded();
    const b = (await link.boundingBox())!;
    expect(b.height).toBeGreaterThanOrEqual(32);
  });
});
