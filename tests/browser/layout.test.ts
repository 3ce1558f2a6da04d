import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { getMap } from '../../src/engine';
import { launch, screenshot } from './chromium';
import { startGame, takeOverOnOpening } from './flow';

/**
 * Issue 19 (parts 3 and 7): the layout on a tablet held flat and upright and on a phone (touch
 * screens, as a tablet passed across the table), and on a laptop. At each size: the map and the prompt
 * are in sight together, the page never scrolls sideways, buttons are at least 44×44 px (on touch
 * screens and narrow windows), and the screenshots are saved to tests/output/layout-*.png.
 */
type Size = { name: string; width: number; height: number; touch: boolean };
const DESKTOP: Size = { name: 'desktop', width: 1280, height: 800, touch: false };
const TOUCH: Size[] = [
  { name: 'tablet-landscape', width: 1024, height: 768, touch: true },
  { name: 'tablet-portrait', width: 768, height: 1024, touch: true },
  { name: 'phone', width: 390, height: 844, touch: true },
];

type Box = { x: number; y: number; width: number; height: number };

async function open(browser: Browser, size: Size): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, isMobile: size.touch, hasTouch: size.touch });
  const page = await context.newPage();
  await page.goto(inject('appUrl'));
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  return { context, page };
}

const box = async (page: Page, selector: string): Promise<Box> => {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not laid out`);
  return b;
};

/** The whole map, and at least the prompt's first 120 px (its heading and first line), inside the window, and not covered. */
async function expectMapAndPromptInSight(page: Page, size: Size): Promise<void> {
  const map = await box(page, '.map-view');
  expect(map.x).toBeGreaterThanOrEqual(0);
  expect(map.y).toBeGreaterThanOrEqual(0);
  expect(map.x + map.width).toBeLessThanOrEqual(size.width + 0.5);
  expect(map.y + map.height).toBeLessThanOrEqual(size.height + 0.5);
  expect(map.width * map.height).toBeGreaterThan(size.width * size.height * 0.2);
  const prompt = await box(page, '[data-testid="prompt"]');
  expect(prompt.x).toBeGreaterThanOrEqual(0);
  expect(prompt.x + prompt.width).toBeLessThanOrEqual(size.width + 0.5);
  expect(prompt.y).toBeGreaterThanOrEqual(0);
  expect(prompt.y + Math.min(prompt.height, 120)).toBeLessThanOrEqual(size.height);
  // Nothing lies over the prompt's heading or the map's middle.
  const hits = await page.evaluate(({ px, py, mx, my }) => {
    const at = (x: number, y: number) => document.elementFromPoint(x, y);
    return {
      prompt: !!at(px, py)?.closest('[data-testid="prompt"]'),
      map: !!at(mx, my)?.closest('.map-view'),
    };
  }, { px: prompt.x + 12, py: prompt.y + 12, mx: map.x + map.width / 2, my: map.y + map.height / 2 });
  expect(hits).toEqual({ prompt: true, map: true });
  const r = (b: Box) => `${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}×${Math.round(b.height)}`;
  console.log(`[layout ${size.width}×${size.height}] map ${r(map)}, prompt ${r(prompt)}`);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/**
 * Every button the player can see, smaller than 44×44 px. Exempt (WCAG 2.5.8's inline targets): a
 * rule's number in a sentence (.rule-link) and a hex named in a log line (.log-link).
 */
async function smallButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const b of Array.from(document.querySelectorAll('button'))) {
      if (b.matches('.rule-link, .log-link')) continue;
      const r = b.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || b.closest('[hidden], details:not([open]) > :not(summary)')) continue;
      const style = getComputedStyle(b);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (r.width < 44 - 0.5 || r.height < 44 - 0.5) {
        small.push(`${b.className || b.parentElement?.className}:"${(b.getAttribute('aria-label') ?? b.textContent ?? '').trim().slice(0, 24)}" ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return small;
  });
}

const LAND = Object.entries(getMap().hexes).flatMap(([id, hex]) => (hex.terrain === 'sea' ? [] : [id]));

/**
 * The land hexes and the town names shown that lie under the map's controls (the zoom buttons at its top
 * left) in the view the game opens on, each with where it stands: 'focus' from Callao's row to
 * Antofagasta's (the rows the view is made for), 'north' above Callao, 'south' below Antofagasta. And
 * what a tap on Callao's and Lima's hexes hits. QA: on a tablet upright and on a phone Callao and Lima
 * began under the buttons (a tap there hit the controls).
 */
async function landUnderControls(page: Page): Promise<{ under: string[]; taps: Record<string, string> }> {
  return page.evaluate((land) => {
    const controls = Array.from(document.querySelectorAll('.map-controls > *')).map((e) => e.getBoundingClientRect());
    const hit = (r: DOMRect) => controls.some((c) => r.left < c.right && c.left < r.right && r.top < c.bottom && c.top < r.bottom);
    const rect = (sel: string) => document.querySelector(sel)!.getBoundingClientRect();
    const top = rect('[data-hex="2007"]').top;
    const bottom = rect('[data-hex="3123"]').bottom;
    const where = (r: DOMRect) => (r.top + r.height / 2 < top ? 'north' : r.top + r.height / 2 > bottom ? 'south' : 'focus');
    const under: string[] = [];
    for (const id of land) {
      const r = rect(`[data-hex="${id}"]`);
      if (hit(r)) under.push(`${where(r)} hex ${id}`);
    }
    for (const plate of Array.from(document.querySelectorAll('[data-label-hex]:not([data-hidden])'))) {
      const r = plate.getBoundingClientRect();
      if (hit(r)) under.push(`${where(r)} name ${plate.getAttribute('data-town-label')}`);
    }
    const taps: Record<string, string> = {};
    for (const id of ['2007', '2008']) {
      const r = rect(`[data-hex="${id}"]`);
      const el = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      taps[id] = el?.closest('.map-controls') ? 'controls' : el?.closest('.map-view') ? 'map' : 'elsewhere';
    }
    return { under, taps };
  }, LAND);
}

/** The map's transform: the committed one on the content group, and any gesture under way on the SVG. */
const mapTransform = (page: Page) =>
  page.evaluate(() => `${document.querySelector('[data-testid="map-content"]')?.getAttribute('transform') ?? ''}|${(document.querySelector('.map-svg') as SVGSVGElement | null)?.style.transform ?? ''}`);

describe('layout on a laptop (1280×800)', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launch();
    ({ page } = await open(browser, DESKTOP));
    await startGame(page, 'historical', 'layout-seed');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the map and the prompt together, the prompt right after the turn, with no sideways scroll', async () => {
    await expectMapAndPromptInSight(page, DESKTOP);
    await expectNoSidewaysScroll(page);
    expect(await page.getByTestId('panels-toggle').count()).toBe(0);
    // The header is one row (the game's name gives way first), so the map has its height.
    expect((await box(page, '.app-header')).height).toBeLessThan(45);
    expect(await boxesPastTheTray(page)).toEqual([]);
    await page.getByTestId('log').waitFor({ state: 'visible', timeout: 5000 });
    await screenshot(page, 'layout-desktop-1280x800');
  });

  it('opens the map with no land and no town name under the zoom buttons', async () => {
    expect(await landUnderControls(page)).toEqual({ under: [], taps: { '2007': 'map', '2008': 'map' } });
  });
});

/**
 * The boxes off the map (Holding Box, recruit pools, dead piles) whose right edge is past the tray's:
 * the row scrolled sideways, and the Bolivian pool and the dead piles were out of sight (table QA round 3).
 */
const boxesPastTheTray = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const tray = document.querySelector('[data-testid="tray"]')!.getBoundingClientRect();
    return Array.from(document.querySelectorAll('.boxes .counter-box')).flatMap((b) => (b.getBoundingClientRect().right > tray.right + 0.5 ? [b.getAttribute('data-box') ?? '?'] : []));
  });

for (const size of TOUCH) {
  describe(`layout on a touch screen ${size.width}×${size.height} (${size.name})`, () => {
    let browser: Browser;
    let page: Page;
    beforeAll(async () => {
      browser = await launch();
      ({ page } = await open(browser, size));
      await screenshot(page, `layout-${size.name}-new-game`);
      await expectNoSidewaysScroll(page);
      expect(await smallButtons(page)).toEqual([]);
      await startGame(page, 'historical', 'layout-seed');
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('shows the map and the prompt together, with no sideways scroll and 44 px buttons', async () => {
      await expectMapAndPromptInSight(page, size);
      await expectNoSidewaysScroll(page);
      expect(await smallButtons(page)).toEqual([]);
      // The panels are collapsed: the log waits behind "Show panels".
      expect(await page.getByTestId('panels-toggle').textContent()).toContain('Show panels');
      expect(await page.getByTestId('log').isVisible()).toBe(false);
      // The header's buttons are one row at every size (44 px targets; on a phone it scrolls sideways by itself).
      expect((await box(page, '.app-header')).height).toBeLessThan(60);
      // Each turn box holds its own counters: in narrow boxes they spilled over the next turns' boxes.
      const spill = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.turn-box')).flatMap((li) => {
          const b = li.getBoundingClientRect();
          const c = li.querySelector('svg.turn-box-counters')?.getBoundingClientRect();
          return c && (c.left < b.left - 0.5 || c.right > b.right + 0.5) ? [li.getAttribute('data-turn')] : [];
        }),
      );
      expect(spill).toEqual([]);
      // A turn box's buttons (its recap, its counters) lie inside it and apart: on a tablet the turn's
      // number and its recap were 44 px buttons side by side in a 55 px box, one over the other (QA).
      const crowded = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.turn-box')).flatMap((li) => {
          const b = li.getBoundingClientRect();
          const buttons = Array.from(li.querySelectorAll('button')).map((x) => x.getBoundingClientRect());
          const outside = buttons.some((r) => r.left < b.left - 0.5 || r.right > b.right + 0.5);
          const overlap = buttons.some((r, i) => buttons.some((q, j) => j > i && r.left < q.right - 0.5 && q.left < r.right - 0.5 && r.top < q.bottom - 0.5 && q.top < r.bottom - 0.5));
          return outside || overlap ? [li.getAttribute('data-turn')] : [];
        }),
      );
      expect(crowded).toEqual([]);
      expect(await boxesPastTheTray(page)).toEqual([]);
      await screenshot(page, `layout-${size.name}-${size.width}x${size.height}`);
    });

    it('opens the map with Callao and Lima, and the land and names down to Antofagasta, clear of the zoom buttons', async () => {
      const { under, taps } = await landUnderControls(page);
      expect(taps).toEqual({ '2007': 'map', '2008': 'map' });
      // On a phone the view cannot hold the whole theatre: the land north of Callao (a pan away) may lie under them.
      expect(size.name === 'phone' ? under.filter((u) => !u.startsWith('north')) : under).toEqual([]);
    });

    it('the warning before saving a game file shows whole, above the map (a phone\'s header, which scrolls sideways, clipped it), and a tap beside it closes it', async () => {
      const save = page.getByRole('button', { name: 'Save game file' });
      await save.scrollIntoViewIfNeeded();
      await save.tap();
      const warning = await box(page, '[data-testid="save-warning"]');
      expect(warning.x).toBeGreaterThanOrEqual(0);
      expect(warning.y).toBeGreaterThanOrEqual(0);
      expect(warning.x + warning.width).toBeLessThanOrEqual(size.width);
      expect(warning.y + warning.height).toBeLessThanOrEqual(size.height);
      const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="save-warning"]') !== null, { x: warning.x + warning.width / 2, y: warning.y + warning.height / 2 });
      expect(hit).toBe(true);
      await page.touchscreen.tap(size.width / 2, size.height - 10);
      await page.getByTestId('save-warning').waitFor({ state: 'detached' });
    });

    it('opens and closes the panels by touch, the map staying in sight', async () => {
      const closed = await box(page, '[data-testid="side-panel"]');
      await page.getByTestId('panels-toggle').tap();
      expect(await page.getByTestId('panels-toggle').getAttribute('aria-expanded')).toBe('true');
      // The log's rows are laid out by its virtual list once the panel has a size: wait for it (CI saw
      // it still zero-high right after the tap), failing if it never shows.
      await page.getByTestId('log').waitFor({ state: 'visible', timeout: 5000 });
      const opened = await box(page, '[data-testid="side-panel"]');
      if (size.width < size.height) {
        // A bottom sheet: taller when open, and the map still above it.
        await page.waitForFunction((h) => (document.querySelector('[data-testid="side-panel"]')?.getBoundingClientRect().height ?? 0) > h + 50, closed.height);
        await page.waitForTimeout(350); // the sheet's 0.2 s transition
        const map = await box(page, '.map-view');
        expect(map.height).toBeGreaterThan(120);
        expect(map.y + map.height).toBeLessThanOrEqual((await box(page, '[data-testid="side-panel"]')).y + 1);
      } else {
        expect(opened.x).toBe(closed.x);
      }
      await expectNoSidewaysScroll(page);
      expect(await smallButtons(page)).toEqual([]);
      await screenshot(page, `layout-${size.name}-panels-open`);
      await page.getByTestId('panels-toggle').tap();
      expect(await page.getByTestId('panels-toggle').getAttribute('aria-expanded')).toBe('false');
      await page.getByTestId('log').waitFor({ state: 'hidden', timeout: 5000 });
      await page.waitForFunction((h) => Math.abs((document.querySelector('[data-testid="side-panel"]')?.getBoundingClientRect().height ?? 0) - h) < 1, closed.height);
      await expectMapAndPromptInSight(page, size);
    });

    it('pans the map with one finger and zooms it with two', async () => {
      const surface = await box(page, '.map-surface');
      const cx = surface.x + surface.width / 2;
      const cy = surface.y + surface.height / 2;
      const cdp = await page.context().newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
      const before = await mapTransform(page);
      // Drag: one finger, 80 px to the left and 40 down.
      await touch('touchStart', [{ x: cx, y: cy }]);
      for (let i = 1; i <= 8; i++) await touch('touchMove', [{ x: cx - 10 * i, y: cy + 5 * i }]);
      await touch('touchEnd', []);
      await page.waitForTimeout(100);
      const dragged = await mapTransform(page);
      expect(dragged).not.toBe(before);
      // Pinch: two fingers moving apart zoom in.
      const d0 = Math.min(surface.width, surface.height) / 8;
      await touch('touchStart', [{ x: cx - d0, y: cy }, { x: cx + d0, y: cy }]);
      for (let i = 1; i <= 8; i++) await touch('touchMove', [{ x: cx - d0 - 8 * i, y: cy }, { x: cx + d0 + 8 * i, y: cy }]);
      await touch('touchEnd', []);
      await page.waitForTimeout(100);
      const pinched = await mapTransform(page);
      expect(pinched).not.toBe(dragged);
      const scale = (t: string) => Number(/scale\(([\d.]+)/.exec(t.split('|')[0] ?? '')?.[1] ?? NaN);
      expect(scale(pinched)).toBeGreaterThan(scale(dragged));
      await cdp.detach();
    });

    it('a tap on the hand-over cover gives the device to the next player', async () => {
      await page.getByTestId('prompt').getByRole('button', { name: 'Finish set-up' }).tap();
      const cover = page.getByTestId('handover');
      await cover.waitFor();
      await expectNoSidewaysScroll(page);
      expect(await smallButtons(page)).toEqual([]);
      await screenshot(page, `layout-${size.name}-handover`);
      await cover.getByRole('button').tap();
      await page.waitForSelector('[data-hex="2008"]');
      expect(await cover.count()).toBe(0);
      await expectMapAndPromptInSight(page, size);
      expect(await page.getByTestId('prompt').textContent()).toContain('Chile');
    });
  });
}

describe('a lesson and a battle on a phone (390×844)', () => {
  const PHONE = TOUCH[2]!;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launch();
    ({ page } = await open(browser, PHONE));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps the lesson in the bottom sheet, under the prompt, the map in sight', async () => {
    await page.getByTestId('lessons').getByRole('button', { name: /attack/i }).first().tap();
    await page.waitForSelector('[data-hex="2008"]');
    // The lesson opens on its introduction, scrolled into the sheet's view; begun, the prompt comes back into sight (QA round 6).
    await page.getByTestId('lesson').getByRole('button', { name: 'Begin the lesson' }).tap();
    await expectMapAndPromptInSight(page, PHONE);
    await expectNoSidewaysScroll(page);
    const lesson = await box(page, '[data-testid="lesson"]');
    const sheet = await box(page, '[data-testid="side-panel"]');
    expect(lesson.y).toBeGreaterThanOrEqual(sheet.y);
    expect(lesson.y).toBeGreaterThan((await box(page, '[data-testid="prompt"]')).y);
    expect(await smallButtons(page)).toEqual([]);
    await screenshot(page, 'layout-phone-lesson');
  });

  it('shows a battle in the sheet, the prompt still first', async () => {
    await page.locator('[data-hex="3318"]').click({ force: true });
    await page.getByTestId('prompt').getByRole('button', { name: 'Attack', exact: true }).tap();
    await page.getByTestId('combat').waitFor();
    await expectMapAndPromptInSight(page, PHONE);
    await expectNoSidewaysScroll(page);
    expect(await smallButtons(page)).toEqual([]);
    await screenshot(page, 'layout-phone-combat');
    await page.getByTestId('panels-toggle').tap();
    await page.waitForTimeout(300);
    await screenshot(page, 'layout-phone-combat-panels-open');
  });
});

describe('the replay on a phone (390×844)', () => {
  const PHONE = TOUCH[2]!;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launch();
    ({ page } = await open(browser, PHONE));
    await startGame(page, 'historical', 'layout-seed');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps the replay bar to four short rows, the map in sight under it, every control a 44 px target', async () => {
    await page.getByRole('button', { name: 'Replay', exact: true }).tap();
    const bar = await box(page, '[data-testid="replay"]');
    // It took five rows (231 px): the label, the steps, the slider, the jumps, "Close replay" alone.
    expect(bar.height).toBeLessThan(190);
    const close = await box(page, '.replay-close');
    const first = await box(page, '.replay-bar button');
    expect(Math.abs(close.y - first.y)).toBeLessThan(2); // "Close replay" on the steps' row
    const map = await box(page, '.map-view');
    expect(map.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
    expect(map.height).toBeGreaterThan(150);
    await expectNoSidewaysScroll(page);
    expect(await smallButtons(page)).toEqual([]);
    await screenshot(page, 'layout-phone-replay');
  });
});

/**
 * Chile's VP under the turns played, on the turn track: whole and on one line inside its turn's box and
 * inside the track's visible width. QA: at 1024×768 "0 VP" under turn 1 was cut at the left edge (the
 * box's first column, beside the 44 px recap button, was a few px wide: the VP wrapped and spilled out).
 */
describe('the VP recorded on the turn track', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const position = {
    format: 'wotp-position', version: 1, seed: 'turn-track-vp', turn: 4, side: 'chile', phase: 'administrative',
    vpRecord: [{ turn: 1, chileVp: 0 }, { turn: 2, chileVp: 3 }, { turn: 3, chileVp: 12 }],
    units: { 'cl-inf-buin-1': { location: { kind: 'hex', hex: '3217' }, steps: 2 } },
  };

  for (const size of [DESKTOP, ...TOUCH]) {
    it(`stands whole in its turn's box at ${size.width}×${size.height}`, async () => {
      const { context, page } = await open(browser, size);
      await page.getByTestId('open-file').setInputFiles({ name: 'turn4.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(position)) });
      await takeOverOnOpening(page);
      const vps = await page.evaluate(() => {
        const track = document.querySelector('.turn-track ol')!.getBoundingClientRect();
        return Array.from(document.querySelectorAll('.turn-box')).flatMap((li) => {
          const vp = li.querySelector('.vp');
          if (!vp) return [];
          const b = li.getBoundingClientRect();
          const v = vp.getBoundingClientRect();
          const lineHeight = parseFloat(getComputedStyle(vp).fontSize) * 1.6;
          return [{
            turn: li.getAttribute('data-turn'),
            text: vp.textContent,
            inBox: v.left >= b.left - 0.5 && v.right <= b.right + 0.5,
            inTrack: v.left >= track.left - 0.5 && v.right <= track.right + 0.5,
            oneLine: v.height <= lineHeight,
          }];
        });
      });
      await screenshot(page, `layout-turn-track-vp-${size.width}x${size.height}`);
      expect(vps).toEqual(['1', '2', '3'].map((turn, i) => ({ turn, text: `${[0, 3, 12][i]} VP`, inBox: true, inTrack: true, oneLine: true })));
      await context.close();
    });
  }
});

/**
 * How far the pixels in `clip` (px on the page) stand from the header's colour (#2b2a26): the largest
 * difference of a colour channel. A button's border or label reads 150 and more; a row faded into the
 * header under 30.
 */
async function inkFromHeader(page: Page, clip: Box): Promise<number> {
  const png = await page.screenshot({ clip });
  return page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(image, 0, 0);
    const d = ctx.getImageData(0, 0, image.width, image.height).data;
    let max = 0;
    for (let i = 0; i < d.length; i += 4) max = Math.max(max, Math.abs(d[i]! - 43), Math.abs(d[i + 1]! - 42), Math.abs(d[i + 2]! - 38));
    return max;
  }, png.toString('base64'));
}

/**
 * QA: on a phone the header (863 px of buttons in 390) scrolled sideways with no sign of it: "The war as
 * it was fought", "New game", "Rules" and the language menu were out of sight, and in Spanish a button
 * was cut at the edge ("Guar…"). The row fades out at the edge where there is more; every control
 * scrolls into full sight, whole, a 44 px target that a tap reaches.
 */
describe.each(['en', 'es'])('the header on a phone (390×844), in %s', (lang) => {
  const PHONE = TOUCH[2]!;
  let browser: Browser;
  let page: Page;
  const header = () => box(page, '.app-header');
  const scrollTo = (where: 'start' | 'end') =>
    page.evaluate((w) => {
      const h = document.querySelector('.app-header')!;
      h.scrollLeft = w === 'start' ? 0 : h.scrollWidth;
    }, where);
  beforeAll(async () => {
    browser = await launch();
    ({ page } = await open(browser, PHONE));
    await startGame(page, 'historical', 'layout-seed');
    if (lang === 'es') {
      await page.locator('.app-header select').selectOption('es');
      await page.getByRole('button', { name: 'Reglas', exact: true }).waitFor();
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('fades out at the edge beyond which more buttons wait, at both ends', async () => {
    const { scrollWidth, clientWidth } = await page.evaluate(() => {
      const h = document.querySelector('.app-header')!;
      return { scrollWidth: h.scrollWidth, clientWidth: h.clientWidth };
    });
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    const h = await header();
    const strip = (x: number): Box => ({ x, y: h.y, width: 6, height: h.height });
    await scrollTo('start');
    await page.waitForTimeout(100);
    await screenshot(page, `layout-phone-header-${lang}-start`);
    // Buttons wait past the right edge: the row fades into the header there, the first button stands clear.
    expect(await inkFromHeader(page, strip(h.x + h.width - 6)), 'the right edge, scrolled to the start').toBeLessThan(30);
    const first = await box(page, '.app-header button');
    expect(await inkFromHeader(page, { x: first.x, y: first.y, width: 3, height: first.height }), 'the first button\'s left border').toBeGreaterThan(150);
    await scrollTo('end');
    await page.waitForTimeout(100);
    await screenshot(page, `layout-phone-header-${lang}-end`);
    expect(await inkFromHeader(page, strip(h.x)), 'the left edge, scrolled to the end').toBeLessThan(30);
    const menu = await box(page, '.app-header select');
    expect(menu.x + menu.width).toBeLessThanOrEqual(h.x + h.width);
    expect(await inkFromHeader(page, { x: menu.x + menu.width - 3, y: menu.y, width: 3, height: menu.height }), 'the language menu\'s right edge').toBeGreaterThan(150);
    await scrollTo('start');
  });

  it('brings every control into full sight, a whole 44 px target that a tap reaches, the page never sideways', async () => {
    const count = await page.locator('.app-header button, .app-header select').count();
    expect(count).toBeGreaterThanOrEqual(7);
    const h = await header();
    const seen: string[] = [];
    for (let i = 0; i < count; i++) {
      const control = page.locator('.app-header button, .app-header select').nth(i);
      await control.evaluate((el) => el.scrollIntoView({ block: 'nearest', inline: 'center' }));
      await page.waitForTimeout(50);
      const b = (await control.boundingBox())!;
      const name = ((await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '').trim().slice(0, 20);
      expect(b.x, name).toBeGreaterThanOrEqual(h.x);
      expect(b.x + b.width, name).toBeLessThanOrEqual(h.x + h.width);
      expect(Math.min(b.width, b.height), name).toBeGreaterThanOrEqual(44 - 0.5);
      expect(await control.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === el || el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      }), `${name} takes a tap at its middle`).toBe(true);
      // Both its edges in plain sight (no fade over them).
      for (const x of [b.x, b.x + b.width - 3]) expect(await inkFromHeader(page, { x, y: b.y, width: 3, height: b.height }), `${name}'s border at ${Math.round(x)}`).toBeGreaterThan(150);
      seen.push(name);
      await expectNoSidewaysScroll(page);
    }
    console.log(`[layout phone header ${lang}] ${seen.join(' | ')}`);
  });
});
