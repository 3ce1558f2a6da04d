/**
 * Issue 20 §4: how long a bot's player turn takes in the browser, at the page's default strength and
 * speed, on this machine (2 cores). The built app (dist/) in headless Chromium: a new game with the
 * search bot on both sides (the strongest, the slowest), historical set-up; the page is watched for the
 * player turn changing hands (the status panel's turn and player-turn lines) and each player turn's
 * wall time is recorded — thinking in the Web Worker, the view sent to it, and the pauses after the
 * moves the map shows (src/ui/bot/pace.ts), all as the player at the table waits for them.
 *
 *   npx tsx scripts/bench/botTurnBench.ts [--games 2] [--turns 12] [--out dist]
 */
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { preview } from 'vite';
import { median, percentile } from './stats';

const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export interface BotTurnFigures {
  /** Player turns measured (the set-up is not one). */
  readonly n: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly maxMs: number;
  readonly games: number;
  readonly bot: string;
  /** Every player turn: game, turn, side, ms. */
  readonly turns: readonly { readonly game: number; readonly label: string; readonly ms: number }[];
}

export async function runBotTurnBench(opts: { games?: number; turns?: number; outDir?: string; log?: (line: string) => void } = {}): Promise<BotTurnFigures> {
  const log = opts.log ?? (() => {});
  const games = opts.games ?? 2;
  const lastTurn = opts.turns ?? 12;
  const server = await preview({ build: { outDir: opts.outDir ?? 'dist' }, preview: { port: 0, strictPort: false, host: '127.0.0.1' }, logLevel: 'warn' });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report an address');
  let browser: Browser | undefined;
  const turns: { game: number; label: string; ms: number }[] = [];
  try {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: FLAGS, headless: true });
    for (let game = 0; game < games; game++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.addInitScript('window.__name = (f) => f;');
      await page.goto(url);
      await page.getByTestId('new-game').waitFor();
      const advanced = page.getByTestId('advanced-options');
      if ((await advanced.getAttribute('open')) === null) await advanced.locator('summary').click();
      await page.getByLabel('Seed', { exact: true }).fill(`bot-turns-${game}`);
      await page.getByLabel('Dice from the seed alone (for testers)').setChecked(true);
      await page.getByLabel(/Historical set-up/).check();
      await page.getByLabel('Chile', { exact: true }).selectOption('search');
      await page.getByLabel('Allies', { exact: true }).selectOption('search');
      await page.getByRole('button', { name: 'Start the war' }).click();
      await page.waitForSelector('[data-testid="turn"]');
      // In the page: note the time whenever the player turn changes hands, until the game ends or lastTurn is over.
      const marks = await page.evaluate(
        (until) =>
          new Promise<{ t: number; label: string }[]>((resolve) => {
            const out: { t: number; label: string }[] = [];
            let last = '';
            const read = () => {
              const turn = document.querySelector('[data-testid="turn"]')?.textContent ?? '';
              const side = document.querySelector('.player-turn')?.textContent ?? '';
              const phase = document.querySelector('.phases .current')?.textContent ?? '';
              return { label: `${turn} · ${side}`, setup: phase === '', over: document.querySelector('[data-testid="game-over"]') !== null, turnNo: Number(/\d+/.exec(turn)?.[0] ?? 0) };
            };
            const timer = setInterval(() => {
              const now = read();
              if (now.over || now.turnNo > until) {
                out.push({ t: performance.now(), label: 'end' });
                clearInterval(timer);
                resolve(out);
                return;
              }
              if (!now.setup && now.label !== last) {
                out.push({ t: performance.now(), label: now.label });
                last = now.label;
              }
            }, 25);
          }),
        lastTurn,
      );
      for (let i = 0; i + 1 < marks.length; i++) turns.push({ game, label: marks[i]!.label, ms: marks[i + 1]!.t - marks[i]!.t });
      log(`bot turns: game ${game + 1}/${games}: ${marks.length - 1} player turns, longest ${(Math.max(...turns.filter((x) => x.game === game).map((x) => x.ms)) / 1000).toFixed(1)} s`);
      await page.close();
    }
  } finally {
    await browser?.close();
    await server.close();
  }
  const ms = turns.map((x) => x.ms);
  return { n: ms.length, p50Ms: median(ms), p95Ms: percentile(ms, 95), maxMs: Math.max(...ms), games, bot: 'search', turns };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const figures = await runBotTurnBench({ games: Number(arg('--games') ?? 2), turns: Number(arg('--turns') ?? 12), outDir: arg('--out') ?? 'dist', log: console.log });
  for (const t of figures.turns) console.log(`  game ${t.game + 1} ${t.label}: ${(t.ms / 1000).toFixed(1)} s`);
  console.log(`bot player turns (search, default strength and speed): n=${figures.n}, p50 ${(figures.p50Ms / 1000).toFixed(1)} s, p95 ${(figures.p95Ms / 1000).toFixed(1)} s, max ${(figures.maxMs / 1000).toFixed(1)} s`);
}
