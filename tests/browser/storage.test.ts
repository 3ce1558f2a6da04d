import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot } from './chromium';
import { takeOverOnOpening } from './flow';
import { finishHistoricalSetUp } from './historicalStart';

/** Issue 17: saved games in IndexedDB survive a corrupt record, and one game open in two tabs never forks silently. */
describe('saved games that cannot be lost', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  /** Every saved record in the page's IndexedDB (db wotp, store games): [id, name, actions played]. */
  const records = (p: Page) =>
    p.evaluate(
      () =>
        new Promise<[string, unknown, number][]>((resolve, reject) => {
          const open = indexedDB.open('wotp');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const store = open.result.transaction('games', 'readonly').objectStore('games');
            const keys = store.getAllKeys();
            const values = store.getAll();
            values.onsuccess = () => {
              open.result.close();
              resolve(keys.result.map((k, i) => {
                const v = values.result[i] as { name?: unknown; actions?: unknown[] };
                return [String(k), v?.name, v?.actions?.length ?? -1];
              }));
            };
          };
        }),
    );
  const idOf = async (p: Page, name: string) => (await records(p)).find((r) => r[1] === name)?.[0];

  async function start(p: Page, name: string) {
    await p.getByTestId('new-game').waitFor();
    await p.getByLabel('Name of the game').fill(name);
    await p.getByLabel(/Historical set-up/).check();
    await p.getByRole('button', { name: 'Start the war' }).click();
    await takeOverOnOpening(p);
    await finishHistoricalSetUp(p);
  }

  async function resume(p: Page, name: string) {
    await p.getByTestId('saved-games').locator('li', { hasText: name }).getByRole('button', { name: 'Resume' }).click();
    await takeOverOnOpening(p);
  }

  beforeAll(async () => {
    browser = await launch();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await page.goto(inject('appUrl'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a corrupt record is skipped and reported by id; the other game is still listed, and nothing is deleted', async () => {
    await start(page, 'Antofagasta');
    await page.getByRole('button', { name: 'New game' }).click();
    await start(page, 'Tarapacá');
    await page.getByRole('button', { name: 'New game' }).click();
    await expect.poll(async () => (await records(page)).length).toBe(2);
    const bad = (await idOf(page, 'Antofagasta'))!;

    // A record damaged outside the game: its name is no longer a string.
    await page.evaluate(
      (id) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('wotp');
          open.onsuccess = () => {
            const tx = open.result.transaction('games', 'readwrite');
            const store = tx.objectStore('games');
            const get = store.get(id);
            get.onsuccess = () => store.put({ ...(get.result as object), name: 12345 }, id);
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      bad,
    );
    await page.reload();

    const list = page.getByTestId('saved-games');
    await list.waitFor();
    expect(await page.getByTestId('unreadable-games').textContent()).toContain(`1 saved game could not be read: ${bad}`);
    expect(await list.locator('li').count()).toBe(1);
    expect(await list.locator('li').first().textContent()).toContain('Tarapacá');
    expect((await records(page)).map((r) => r[0])).toContain(bad);
    await screenshot(page, 'saved-games-corrupt-record');
  });

  it('one game in two tabs: the second is told it is open elsewhere, does not save, and may take it over', async () => {
    await resume(page, 'Tarapacá');
    const id = (await idOf(page, 'Tarapacá'))!;
    const second = await context.newPage();
    await second.goto(inject('appUrl'));
    await resume(second, 'Tarapacá');
    const notice = second.getByTestId('storage-notice');
    expect(await notice.textContent()).toContain('This game is open in another tab or window: this tab does not save it.');
    await screenshot(second, 'saved-games-open-elsewhere');

    // The first tab plays on and saves; the second, playing too, does not write over it.
    await page.getByTestId('prompt').getByRole('button', { name: 'End Administrative Phase' }).click();
    await expect.poll(async () => (await records(page)).find((r) => r[0] === id)?.[2]).toBe(5);
    await second.getByTestId('prompt').getByRole('button', { name: 'End Administrative Phase' }).click();
    await second.getByTestId('prompt').getByRole('button', { name: 'End Consume Supply Columns Phase' }).click();
    await second.waitForTimeout(300);
    expect((await records(page)).find((r) => r[0] === id)?.[2]).toBe(5);

    // Taking over: the second tab goes on from the first tab's last save; the first stops saving and says so.
    await notice.getByRole('button', { name: 'Take over here (from its last save)' }).click();
    await expect.poll(() => page.getByTestId('storage-notice').textContent()).toContain('This game was taken over in another tab or window');
    await expect.poll(() => second.getByTestId('storage-notice').count()).toBe(0);
    // Resumed from its save, the hot-seat game is behind the hand-over cover: the side to act takes the device.
    await takeOverOnOpening(second);
    await page.getByTestId('prompt').getByRole('button', { name: 'End Consume Supply Columns Phase' }).click();
    await page.waitForTimeout(300);
    expect((await records(second)).find((r) => r[0] === id)?.[2]).toBe(5);
    await second.getByTestId('prompt').getByRole('button', { name: 'End Consume Supply Columns Phase' }).click();
    await expect.poll(async () => (await records(second)).find((r) => r[0] === id)?.[2]).toBe(6);
    await screenshot(page, 'saved-games-taken-over');
  });
});
