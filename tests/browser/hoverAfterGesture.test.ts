import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './chromium';
import { openApp, startGame, takeOverIfAsked } from './flow';

/**
 * The hex card follows the pointer over the map; it must not open by itself where the map moved under a
 * still pointer (QA round 6): after a drag that pans the map, and after "Continue playing from here",
 * where the replay bar goes and the map moves up under the pointer.
 */
describe('no hex card opens by itself under a still pointer', () => {
  let browser: Browser;
  let page: Page;
  const card = () => page.getByTestId('hex-card');
  const centre = async (hex: string) => {
    const b = (await page.locator(`polygon[data-hex="${hex}"]`).boundingBox())!;
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };

  beforeAll(async () => {
    ({ browser, page } = await openApp(1280, 800, true));
    await startGame(page, 'historical', 'hover-after-gesture');
    await takeOverIfAsked(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a drag that pans the map leaves no hex card of the hex it began on; pointing at another hex shows that one', async () => {
    const from = await centre('2512');
    await page.mouse.move(from.x, from.y, { steps: 3 });
    await page.mouse.down();
    await page.mouse.move(from.x + 120, from.y + 60, { steps: 8 });
    await page.mouse.up();
    await page.waitForTimeout(300);
    expect(await card().count()).toBe(0);
    await screenshot(page, 'hover-after-drag');
    // Pointing on, at a hex of its own: its card.
    const next = await centre('2714');
    await page.mouse.move(next.x, next.y, { steps: 5 });
    await card().waitFor();
    expect(await card().getAttribute('data-card-place')).toBe('2714');
  });

  it('"Continue playing from here" opens no hex card under the pointer as the replay bar goes (at 1024×768 it is two rows high)', async () => {
    const small = await openApp(1024, 768, true);
    try {
      const p = small.page;
      await startGame(p, 'historical', 'hover-after-fork');
      await takeOverIfAsked(p);
      await p.getByRole('button', { name: 'Replay' }).click();
      const bar = p.getByTestId('replay');
      // From the first step: something is set aside, so playing on is agreed to first (from the last it goes on at once).
      await bar.getByRole('button', { name: 'First step' }).click();
      await bar.getByRole('button', { name: 'Continue playing from here' }).click();
      // A live game: playing on from here is agreed to in a dialog (QA round 9); its button goes with the replay bar.
      const agree = p.getByTestId('agree-fork-dialog').getByRole('button', { name: 'We both agree: play on from here' });
      const b = (await agree.boundingBox())!;
      await p.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 3 });
      await p.mouse.down();
      await p.mouse.up();
      await expect.poll(() => p.getByTestId('replay').count()).toBe(0);
      // The map now lies under the pointer, which has not moved.
      expect(await p.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('.map-view') !== null, [b.x + b.width / 2, b.y + b.height / 2])).toBe(true);
      await p.waitForTimeout(400);
      await screenshot(p, 'hover-after-fork');
      expect(await p.getByTestId('hex-card').count()).toBe(0);
    } finally {
      await small.browser.close();
    }
  });
});
