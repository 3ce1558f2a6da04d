import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot } from './chromium';
import { openApp, startGame, takeOverIfAsked } from './flow';
import { inSight } from './inSight';
import { clickHex } from './mapClicks';

/**
 * A point of one of `hexes` on screen where the hex itself is what the browser finds (not a counter, a
 * town's name or the side panel's sheet over it): where a player's finger would land. Null if none is.
 */
async function hexPoint(page: Page, hexes: readonly string[]): Promise<{ x: number; y: number } | null> {
  return page.evaluate((hexes) => {
    for (const hex of hexes) {
      const el = document.querySelector(`[data-hex="${hex}"]`);
      if (!el) continue;
      const r = el.getBoundingClientRect();
      for (const [fx, fy] of [[0.5, 0.5], [0.5, 0.25], [0.5, 0.75], [0.3, 0.5], [0.7, 0.5]] as const) {
        const x = r.left + r.width * fx;
        const y = r.top + r.height * fy;
        if (document.elementFromPoint(x, y)?.getAttribute('data-hex') === hex) return { x, y };
      }
    }
    return null;
  }, [...hexes]);
}

/** A finger's tap on one of `hexes` (zooming out with the map's button if none is in sight). */
async function tapHex(page: Page, hexes: readonly string[]): Promise<void> {
  for (let zoomsOut = 0; zoomsOut < 4; zoomsOut++) {
    const point = await hexPoint(page, hexes);
    if (point) return page.touchscreen.tap(point.x, point.y);
    await page.getByRole('button', { name: 'Zoom out' }).tap();
  }
  throw new Error(`none of ${hexes.join(',')} can be tapped`);
}

const tray = (page: Page) => page.getByTestId('setup-tray');
const trayPiece = (page: Page, id: string) => tray(page).locator(`[data-setup-piece="${id}"]`);
/** The counters drawn on the map's hex (the tray's and the opened stack's are elsewhere). */
const onMap = (page: Page, hex: string, piece: string) => page.locator(`[data-stack="${hex}"] [data-unit="${piece}"]`).count();

/**
 * 3.1–3.5 (QA round 7): a game begun with "Each side places its own pieces" is set up on the map — a
 * tap on a lit hex offers what may be placed there, a piece picked in the prompt's tray lights its
 * places and a tap there places it — not from a list of some 300 buttons.
 */
describe('the manual set-up, played on the map at 1280×800', () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    ({ browser, page } = await openApp(1280, 800, true));
    page.on('pageerror', (e) => errors.push(e.message));
    await startGame(page, 'manual', 'manual-setup');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('3.2 the prompt leads with the Allies\' pieces to place, by set-up group; Lima is lit', async () => {
    await expect.poll(() => inSight(page, tray(page).getByText('33 pieces to place'))).toBe(true);
    expect(await tray(page).locator('[data-setup-group]').evaluateAll((gs) => gs.map((g) => g.getAttribute('data-setup-group')))).toEqual(['pe-iquique-pisagua', 'pe-lima', 'pe-near-lima', 'pe-ports', 'bo-lapaz-oruro']);
    expect(await page.locator('[data-highlight="2008"]').count()).toBe(1);
    await screenshot(page, 'manual-setup-tray');
  });

  it('3.2 a click on Lima offers what may be placed there; the cavalry battalion is placed from it', async () => {
    await clickHex(page, ['2008']);
    const choice = page.getByTestId('choice');
    await choice.waitFor();
    expect(await page.getByTestId('prompt').textContent()).not.toContain('Nothing to do');
    await expect.poll(() => inSight(page, choice.getByRole('button', { name: 'Place Peruvian Cav Bn 1 in Lima (2008)' }))).toBe(true);
    await screenshot(page, 'manual-setup-lima-choice');
    await choice.getByRole('button', { name: 'Place Peruvian Cav Bn 1 in Lima (2008)' }).click();
    await expect.poll(() => onMap(page, '2008', 'pe-cav-gen-bn-1')).toBe(1);
    expect(await trayPiece(page, 'pe-cav-gen-bn-1').count()).toBe(0);
    expect(await tray(page).textContent()).toContain('32 pieces to place');
  });

  it('3.3 a counter picked in the tray lights La Paz and Oruro only; a click on Oruro places it', async () => {
    await trayPiece(page, 'bo-inf-colorados').click();
    await expect.poll(() => page.locator('[data-highlight]').evaluateAll((hs) => hs.map((h) => h.getAttribute('data-highlight')).sort())).toEqual(['3513', '3616']);
    await screenshot(page, 'manual-setup-picked');
    await clickHex(page, ['3616']);
    await expect.poll(() => onMap(page, '3616', 'bo-inf-colorados')).toBe(1);
    expect(await trayPiece(page, 'bo-inf-colorados').count()).toBe(0);
  });

  it('3.1 a placed piece is picked on the map and moved again', async () => {
    await page.locator('[data-stack="3616"]').click(); // the counter on the hex
    await page.getByTestId('choice').getByRole('button', { name: 'Move Colorados battalion elsewhere' }).click();
    await expect.poll(() => page.locator('[data-highlight]').evaluateAll((hs) => hs.map((h) => h.getAttribute('data-highlight')))).toEqual(['3513']);
    await page.locator('[data-stack="3513"]').click(); // Fort La Paz's counter on the hex
    await expect.poll(() => onMap(page, '3513', 'bo-inf-colorados')).toBe(1);
    expect(errors).toEqual([]);
  });
});

/** The same on a tablet upright (768×1024, touch), in the hot seat: each side is offered its own pieces only. */
describe('the manual set-up on a touch tablet, in the hot seat', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    const context = await browser.newContext({ viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true });
    page = await context.newPage();
    await page.goto(inject('appUrl'));
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await startGame(page, 'manual', 'manual-setup-tablet');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('3.2 a counter tapped in the tray, then a tap on a lit hex, places it', async () => {
    await expect.poll(() => inSight(page, trayPiece(page, 'pe-inf-gen-bn-1'))).toBe(true);
    await trayPiece(page, 'pe-inf-gen-bn-1').tap();
    await expect.poll(() => page.locator('[data-highlight]').evaluateAll((hs) => hs.map((h) => h.getAttribute('data-highlight')).sort())).toEqual(['3217', '3218']);
    await screenshot(page, 'manual-setup-tablet-picked');
    await tapHex(page, ['3218', '3217']);
    await expect.poll(() => page.locator('[data-stack] [data-unit="pe-inf-gen-bn-1"]').count()).toBe(1);
    expect(await trayPiece(page, 'pe-inf-gen-bn-1').count()).toBe(0);
  });

  it('3.2 a tap on Lima offers what may go there, in sight', async () => {
    await tapHex(page, ['2008']);
    const place = page.getByTestId('choice').getByRole('button', { name: 'Place Peruvian Cav Bn 1 in Lima (2008)' });
    await expect.poll(() => inSight(page, place)).toBe(true);
    await screenshot(page, 'manual-setup-tablet-lima');
    await place.tap();
    await expect.poll(() => page.locator('[data-stack="2008"] [data-unit="pe-cav-gen-bn-1"]').count()).toBe(1);
  });

  it('3.5 after the hand-over Chile\'s tray holds Chile\'s pieces only, and a piece goes to the Chile Holding Box', async () => {
    // The Allies finish with the historical set-up for the rest.
    await page.getByTestId('prompt').getByRole('button', { name: 'Historical set-up' }).tap();
    await page.getByTestId('prompt').getByRole('button', { name: 'Finish set-up' }).tap();
    await takeOverIfAsked(page);
    await tray(page).waitFor();
    const ids = await tray(page).locator('[data-setup-piece]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-setup-piece')!));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => id.startsWith('pe-') || id.startsWith('bo-'))).toEqual([]);
    expect(await tray(page).locator('[data-setup-group]').evaluateAll((gs) => gs.map((g) => g.getAttribute('data-setup-group')))).toEqual(['cl-antofagasta-or-box']);
    await trayPiece(page, 'cl-inf-buin-1').tap();
    const box = page.getByTestId('setup-picked').getByRole('button', { name: 'Place 1st Buin regiment in the Chile Holding Box' });
    await screenshot(page, 'manual-setup-tablet-chile');
    await expect.poll(() => inSight(page, box)).toBe(true);
    await box.tap();
    await expect.poll(() => page.locator('[data-box="holdingBox"] [data-unit="cl-inf-buin-1"]').count()).toBe(1);
  });
});
