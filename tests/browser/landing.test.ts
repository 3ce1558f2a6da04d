import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savePosition } from '../../src/engine';
import { loaHeldAt } from '../../src/engine/naval/testKit';
import { screenshot } from './chromium';
import { openApp, startGame, takeOverOnOpening } from './flow';

/**
 * 7.1 and 7.6 at the table: troops go aboard and come ashore by clicking the map and the prompt's own
 * buttons, never the list of every legal action. The amphibious-landing lesson (Pisagua, November
 * 1879): the 1st Buin and the 2nd Regiment wait at Antofagasta (3123) with the Loa and the Rímac, whose
 * NADCs are for area III; one Peruvian battalion holds Pisagua (3217). The prompt names the ports where
 * troops may go aboard; a click on Antofagasta asks what goes aboard (the regiments, the Supply Column),
 * then the transport, each with its NADC; the stack sails to Pisagua by a click on the lit hex, and a
 * click there puts the regiments ashore.
 */
describe('embarking and landing by clicking the map (7.1, 7.6)', () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];
  const prompt = () => page.getByTestId('prompt');
  const choice = () => page.getByTestId('choice');
  const log = () => page.getByTestId('log');
  let shots = 0;
  const expectListClosed = async () => expect(await page.locator('details.more-actions[open]').count()).toBe(0);
  const shot = async (name: string) => {
    await expectListClosed();
    await page.waitForTimeout(300);
    await screenshot(page, `landing-${String(++shots).padStart(2, '0')}-${name}`);
  };
  /** What a player clicks: the middle of the lit hex, whatever is drawn there (a port's counters). */
  const clickLit = async (hex: string) => {
    await expect.poll(() => page.locator(`[data-highlight="${hex}"][data-legal="true"]`).count()).toBe(1);
    const box = (await page.locator(`[data-hex="${hex}"]`).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  };

  beforeAll(async () => {
    ({ browser, page } = await openApp(1280, 800, true));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.getByTestId('lessons').getByRole('button', { name: /amphibious landing/i }).click();
    await page.waitForSelector('[data-hex="2008"]');
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('7.1: the prompt says troops may go aboard and names the port, which is lit', async () => {
    const coast = prompt().getByTestId('places-prompt');
    await expect.poll(() => coast.locator('[data-line="embark"]').count()).toBe(1);
    expect(await coast.textContent()).toContain('(7.1)');
    expect(await coast.getByRole('button', { name: /Antofagasta/ }).count()).toBe(1);
    expect(await page.locator('[data-highlight="3123"][data-legal="true"]').count()).toBe(1);
    await shot('embark-lit');
  });

  it('7.1: a click on the port asks what goes aboard, then the transport (with its NADC): the 1st Buin boards the Loa', async () => {
    await clickLit('3123');
    await expect.poll(() => choice().textContent()).toContain('What goes aboard at Antofagasta');
    // One button for each regiment and one for the Supply Column, not one per piece and transport.
    const pieces = choice().getByRole('button');
    expect(await pieces.allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/Buin/), expect.stringMatching(/2nd/), expect.stringMatching(/Supply Column/), 'Cancel']));
    expect(await pieces.count()).toBe(4);
    await shot('what-goes-aboard');
    await choice().getByRole('button', { name: /Buin/ }).click();
    await expect.poll(() => choice().textContent()).toContain('aboard which transport');
    const loa = choice().getByRole('button', { name: /aboard Loa \(NADC III\)/ });
    expect(await loa.count()).toBe(1);
    await shot('which-transport');
    await loa.click();
    await expect.poll(() => log().textContent()).toMatch(/Buin[^(]* embarks aboard Loa \(7\.1\)/);
    expect(await choice().count()).toBe(0);
  });

  it('7.1: the 2nd Regiment boards the Rímac by the prompt\'s port button', async () => {
    // The embarkation line's own button (the Buin aboard, the line to put it back ashore names Antofagasta too).
    await prompt().locator('[data-line="embark"]').getByRole('button', { name: /Antofagasta/ }).click();
    await choice().getByRole('button', { name: /2nd/ }).click();
    await choice().getByRole('button', { name: /aboard Rímac \(NADC III\)/ }).click();
    await expect.poll(() => log().textContent()).toMatch(/2nd[^(]* embarks aboard Rímac \(7\.1\)/);
    await expectListClosed();
  });

  it('7.2 / 7.6: the stack sails to Pisagua by a click on the lit hex, and ends its move on the coast', async () => {
    await expect.poll(() => page.getByTestId('sail-prompt').count()).toBe(1);
    await clickLit('3217');
    await expect.poll(() => prompt().getByTestId('places-prompt').locator('[data-line="debark"]').count()).toBe(1);
    expect(await prompt().locator('[data-line="debark"]').getByRole('button', { name: /Pisagua/ }).count()).toBe(1);
    await shot('landing-lit');
  });

  it('7.6: a click on Pisagua puts the regiments ashore, one by one', async () => {
    await clickLit('3217');
    await expect.poll(() => choice().count()).toBe(1);
    expect(await choice().getByRole('button', { name: /ashore/ }).count()).toBe(2);
    await shot('put-ashore');
    await choice().getByRole('button', { name: /Buin/ }).click();
    await expect.poll(() => log().textContent()).toMatch(/Buin[^(]* lands in Pisagua/);
    // One regiment left aboard: a click takes its one landing straight away.
    await clickLit('3217');
    await expect.poll(() => log().textContent()).toMatch(/2nd[^(]* lands in Pisagua/);
    await expect.poll(() => prompt().getByTestId('places-prompt').count()).toBe(0);
    await expectListClosed();
    await shot('landed');
    expect(errors).toEqual([]);
  });
});

/**
 * 7.9 / 7.6: a transport fired upon as it entered the coastal hex it sailed for stays there (its movement
 * ended there) and may still put its troops ashore. The Loa, the 1st Buin aboard, sailed from 3117 for
 * Pisagua (3217); Pilcomayo intercepted it there and missed (scripted dice), so the Loa is held at
 * Pisagua. The position is opened from a file, as a tester would.
 */
describe('a transport held by a naval combat lands its troops where it fought, and takes none back aboard (7.9, 7.6, 7.1)', () => {
  let browser: Browser;
  let page: Page;

  const heldAtPisagua = () => savePosition(loaHeldAt('3217'));

  beforeAll(async () => {
    ({ browser, page } = await openApp(1280, 800));
    await startGame(page, 'historical', 'held-landing');
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('the prompt offers the landing at Pisagua, and its button puts the 1st Buin ashore there', async () => {
    await page.getByTestId('open-file').setInputFiles({ name: 'held.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(heldAtPisagua())) });
    await takeOverOnOpening(page);
    const line = page.getByTestId('places-prompt').locator('[data-line="debark"]');
    await line.waitFor();
    expect(await line.textContent()).toContain('(7.6)');
    expect(await page.locator('[data-highlight="3217"][data-legal="true"]').count()).toBe(1);
    await screenshot(page, 'landing-held-1-offered');
    await line.getByRole('button', { name: 'Put ashore at Pisagua (3217)' }).click();
    await expect.poll(() => page.getByTestId('log').textContent()).toMatch(/Buin/);
    await expect.poll(() => page.getByTestId('places-prompt').locator('[data-line="debark"]').count()).toBe(0);
    // 7.1: the Loa has sailed (it fought and stays, 7.9): Pisagua is Chile's port now, but the Loa takes nothing back aboard.
    expect(await page.getByTestId('places-prompt').locator('[data-line="embark"]').count()).toBe(0);
    await screenshot(page, 'landing-held-2-ashore');
  });
});
