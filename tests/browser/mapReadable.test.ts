import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMap, hexesWithin, TERRAIN_MP } from '../../src/engine';
import { screenshot } from './chromium';
import { endPhase, openApp, startGame, takeOverIfAsked } from './flow';

/** Land hexes and the sea within two hexes of land: what the default view is for (issue 18). */
function landAndCoast(): Set<string> {
  const map = getMap();
  const ids = new Set<string>();
  for (const [id, hex] of Object.entries(map.hexes)) if (hex.terrain !== 'sea') for (const n of hexesWithin(id, 2)) if (map.hexes[n]) ids.add(n);
  return ids;
}

/**
 * What the map surface shows, sampled on a 32 × 20 grid of points: the hex (or the Holding Box) under
 * each point, or null for the empty background beyond the map. Points under the map's controls are left out.
 */
async function sampleView(page: Page): Promise<(string | null)[]> {
  return page.evaluate(() => {
    const r = document.querySelector('.map-surface')!.getBoundingClientRect();
    const out: (string | null)[] = [];
    for (let i = 0; i < 32; i++) {
      for (let j = 0; j < 20; j++) {
        const el = document.elementFromPoint(r.x + ((i + 0.5) * r.width) / 32, r.y + ((j + 0.5) * r.height) / 20);
        if (!el || el.closest('.map-controls, .map-key, .hex-card')) continue;
        const place = el.closest('[data-hex],[data-stack],[data-place]');
        out.push(place ? (place.getAttribute('data-hex') ?? place.getAttribute('data-stack') ?? place.getAttribute('data-place')) : null);
      }
    }
    return out;
  });
}

/** The historical set-up of both sides, to the first Administrative Phase: the Allies finish theirs, Chile's follows (3.1). */
async function finishSetUp(page: Page): Promise<void> {
  const prompt = page.getByTestId('prompt');
  for (let i = 0; i < 8; i++) {
    await takeOverIfAsked(page);
    if (/Administrative Phase/.test((await prompt.textContent()) ?? '')) return;
    for (const name of ['Finish set-up', 'Historical set-up']) {
      const button = prompt.getByRole('button', { name, exact: true });
      if ((await button.count()) > 0) {
        await button.first().click();
        break;
      }
    }
  }
}

const intersects = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Share of the map surface the default view gives to land and coastal sea, at least, and to the empty
 * table beyond the map's edge, at most. Measured on this grid: 0.49 and 0.15 at 1280 × 800, 0.57 and
 * 0.03 at 1024 × 768; when the whole map was fitted (before issue 18) 0.21 and 0.64, 0.26 and 0.57.
 */
const MIN_LAND_AND_COAST = 0.44;
const MAX_OFF_MAP = 0.2;

describe.each([
  [1280, 800],
  [1024, 768],
])('a map you can read, at %i × %i (issue 18)', (width, height) => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await openApp(width, height, true));
    await startGame(page, 'historical');
    await finishSetUp(page);
    await page.waitForSelector('[data-town-label="Lima"]');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens on the land and its coastal sea, not the open ocean; zooming out still reaches the whole map', async () => {
    await screenshot(page, `map-readable-${width}`);
    const samples = await sampleView(page);
    const theatre = landAndCoast();
    const share = samples.filter((s) => s !== null && (s === 'holdingBox' || theatre.has(s))).length / samples.length;
    const offMap = samples.filter((s) => s === null).length / samples.length;
    console.info(`[map readable ${width}×${height}] land and coastal sea ${(share * 100).toFixed(1)} %, off the map ${(offMap * 100).toFixed(1)} % of ${samples.length} points`);
    expect(share).toBeGreaterThan(MIN_LAND_AND_COAST);
    expect(offMap).toBeLessThan(MAX_OFF_MAP);
    const surface = (await page.locator('.map-surface').boundingBox())!;
    // Zoomed out, every hex of the map is on screen, the open ocean's 1201 included.
    await page.locator('.map-svg').focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('-');
    for (const hex of ['1201', '4001', '1231', '4031']) {
      const b = (await page.locator(`[data-hex="${hex}"]`).boundingBox())!;
      expect(intersects(b, surface), hex).toBe(true);
    }
    // 0 (or ⤢) returns to the default view.
    await page.keyboard.press('0');
    await page.waitForTimeout(100);
    const again = await sampleView(page);
    expect(again).toEqual(samples);
  });

  it('shows Lima, Arica, Iquique and Antofagasta by name at about 12 px, uncovered by counters', async () => {
    const surface = (await page.locator('.map-surface').boundingBox())!;
    const stacks = await page.locator('[data-stack]').evaluateAll((els) => els.map((e) => { const r = e.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; }));
    const keyOrCard = await page.locator('.map-key, .map-controls').evaluateAll((els) => els.map((e) => { const r = e.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; }));
    for (const town of ['Lima', 'Arica', 'Iquique', 'Antofagasta']) {
      const plate = page.locator(`[data-town-label="${town}"]`);
      expect(await plate.getAttribute('data-hidden'), town).toBeNull();
      const name = (await plate.locator('.town-name').boundingBox())!;
      // The name's font on screen: its 12-unit font through the map's zoom and the label's scale.
      const px = await plate.locator('.town-name').evaluate((el) => Number(el.getAttribute('font-size')) * (el as SVGTextElement).getScreenCTM()!.a);
      expect(px, `${town}'s font on screen`).toBeGreaterThanOrEqual(11);
      expect(px, `${town}'s font on screen`).toBeLessThanOrEqual(13);
      expect(intersects(name, surface) && name.x >= surface.x && name.x + name.width <= surface.x + surface.width, `${town} inside the view`).toBe(true);
      for (const s of stacks) expect(intersects(name, s), `${town} under a counter`).toBe(false);
      for (const k of keyOrCard) expect(intersects(name, k), `${town} under the controls`).toBe(false);
      // What is at the name's centre is the map (a hex), nothing drawn over it that takes the pointer.
      const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-stack], .map-key, .hex-card') ? 'covered' : 'clear', [name.x + name.width / 2, name.y + name.height / 2]);
      expect(hit, town).toBe('clear');
    }
    // Labels are drawn after (above) the counters.
    expect(await page.evaluate(() => {
      const labels = document.querySelector('[data-layer="town-labels"]')!;
      const counters = document.querySelector('.counter-layer')!;
      return Boolean(counters.compareDocumentPosition(labels) & Node.DOCUMENT_POSITION_FOLLOWING);
    })).toBe(true);
    // The stacks' counts are readable too.
    const count = (await page.locator('[data-stack="2007"] .stack-count text').boundingBox())!;
    expect(count.height).toBeGreaterThan(8);
  });

  it('hovering a hex shows its card: Arica, 2 VP, port of area III, its fort to come', async () => {
    await page.locator('[data-hex="3116"]').hover({ force: true });
    const card = page.getByTestId('hex-card');
    await expect.poll(() => card.getAttribute('data-card-place')).toBe('3116');
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('Arica');
    expect(text).toContain(`: ${TERRAIN_MP[getMap().hexes['3116']!.terrain]} MP to enter, defence +`);
    expect(text).toContain('2 Victory Points');
    expect(text).toContain('Port of naval area III');
    expect(text).toMatch(/Fort Arica arrives on turn 4/);
    await screenshot(page, `map-card-${width}`);
    // The card stands away from the place it describes: it never covers it.
    const hex = (await page.locator('[data-hex="3116"]').boundingBox())!;
    expect(intersects(hex, (await card.boundingBox())!)).toBe(false);
    await page.locator('[data-hex="2008"]').hover({ force: true });
    await expect.poll(() => card.getAttribute('data-card-place')).toBe('2008');
    expect(intersects((await page.locator('[data-hex="2008"]').boundingBox())!, (await card.boundingBox())!)).toBe(false);
    await screenshot(page, `map-card-lima-${width}`);
  });

  it('opens the map key: every terrain with its MP cost', async () => {
    const key = page.getByTestId('map-key');
    await key.getByRole('button').click();
    expect(await key.textContent()).toMatch(/Mountain\s*4 MP · defence \+2/);
    await screenshot(page, `map-key-${width}`);
    await key.getByRole('button').first().click();
  });

  it('the Chile Holding Box, a pan south, is a place to point at and click like a hex: its card lists what is there', async () => {
    await page.locator('.map-svg').focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowDown');
    const box = page.locator('[data-place="holdingBox"]');
    // The pointer goes where a player's would: onto the box's middle (what is there is the box: nothing covers it).
    const bb = (await box.boundingBox())!;
    const middle = { x: bb.x + bb.width / 2, y: bb.y + bb.height / 2 };
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.getAttribute('data-place'), [middle.x, middle.y])).toBe('holdingBox');
    await page.mouse.move(middle.x, middle.y);
    const card = page.getByTestId('hex-card');
    await expect.poll(() => card.getAttribute('data-card-place')).toBe('holdingBox');
    expect(await card.locator('[data-card-piece]').count()).toBeGreaterThan(5);
    expect(await box.evaluate((el) => getComputedStyle(el).cursor)).toBe('pointer');
    await screenshot(page, `map-box-${width}`);
    // (A click there takes the legal action aimed at the box: the test below.)
  });
});

/** 8.6 note: in the Land Movement Phase a stack in the Holding Box may begin a move: the box is marked, and a click takes it. */
describe('the Holding Box takes a legal action by a click', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await openApp(1280, 800, true));
    await startGame(page, 'historical', 'box-click');
    await finishSetUp(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is data-legal in the Land Movement Phase, and a click there begins the move', async () => {
    const prompt = page.getByTestId('prompt');
    for (const phase of ['Administrative Phase', 'Consume Supply Columns Phase', 'Naval Movement Phase', 'Naval Combat Phase']) {
      await takeOverIfAsked(page);
      await endPhase(page, phase);
    }
    await takeOverIfAsked(page);
    await page.locator('.map-svg').focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowDown');
    const box = page.locator('[data-place="holdingBox"]');
    await expect.poll(() => box.getAttribute('data-legal')).toBe('true');
    await screenshot(page, 'map-box-legal');
    expect(await prompt.getByRole('button', { name: 'Move from the Chile Holding Box' }).count()).toBe(1);
    const newest = () => page.getByTestId('log').locator('li').first().textContent();
    const before = await newest();
    await box.click();
    // The move began (8.2): the prompt asks which pieces of the Holding Box move together, and no longer offers to begin it.
    await expect.poll(() => prompt.textContent()).toMatch(/pieces in the Chile Holding Box/);
    expect(await prompt.getByRole('button', { name: 'Move from the Chile Holding Box' }).count()).toBe(0);
    expect(await newest()).toBe(before);
  });
});
