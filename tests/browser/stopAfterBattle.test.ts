import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGameFile, type GameState } from '../../src/engine';
import { navalPosition, shipAt } from '../../src/engine/naval/testKit';
import { screenshot } from './chromium';
import { fireAShot, openApp, startGame, takeOverIfAsked } from './flow';

/**
 * 7.9 at the table (issue 20): Chile's Almirante Cochrane escorts the transport Loa, the 2nd Line aboard,
 * from 2915 for area VII; Huáscar lies in 2814 (area VI) on the way. Chile sails into her hex, the Allies
 * intercept (automatic there, 7.3), Chile sets Loa aside (7.9), and the battle is fought shot by shot, both
 * players at the screen.
 * Loa neither fired nor was fired upon: she may sail on, or stop with Cochrane, whom the battle holds.
 * Whatever the dice, she may stop: one side's warship is held in 2814, or the other's went down.
 */
function start(): GameState {
  return navalPosition({
    turn: 3,
    side: 'chile',
    phase: 'navalMovement',
    ships: { 'cl-ship-cochrane': shipAt('2915'), 'cl-ship-loa': shipAt('2915'), 'pe-ship-huascar': shipAt('2814') },
    units: { 'cl-inf-2nd': { location: { kind: 'aboard', transport: 'cl-ship-loa' }, steps: 2 } },
    nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VII', forTurn: 3 }, { ship: 'cl-ship-loa', area: 'VII', forTurn: 3 }], allied: [] },
  });
}

describe('7.9 a convoy stops with its escort where a battle held it (issue 20, hot seat at 1280×800)', () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];
  const prompt = () => page.getByTestId('prompt');
  const upload = (name: string, value: unknown) =>
    page.getByTestId('open-file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(value)) });

  beforeAll(async () => {
    ({ browser, page } = await openApp(1280, 800));
    page.on('pageerror', (e) => errors.push(e.message));
    await startGame(page, 'historical', 'stop-after-battle');
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('7.2 short of its area with no battle yet, no stop is offered; Chile sails into Huáscar’s hex', async () => {
    await upload('stop-after-battle.json', makeGameFile({ seed: 'stop-after-battle', actions: [], start: start() }));
    await takeOverIfAsked(page);
    const more = page.locator('details.more-actions');
    if ((await more.getAttribute('open')) === null) await more.locator('summary').click();
    expect(await page.getByRole('button', { name: /^End the movement of/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Sail .* to hex 2814$/ }).count()).toBe(1);
    // 7.2: 2814 is on the way (area VI), outside the goal (area VII): the first click says so and sails
    // nowhere (one stray click on the sea sailed a fleet seven hexes off: QA round 5); the second sails.
    await page.locator('[data-stack="2814"]').click();
    await expect.poll(() => prompt().getByRole('status').first().textContent()).toMatch(/^Hex 2814 is on the way, outside the lit goal/);
    expect(await page.getByTestId('interception-panel').count()).toBe(0);
    expect(await page.getByTestId('handover').count()).toBe(0);
    await page.locator('[data-stack="2814"]').click();
  });

  it('7.3 / 7.9 the Allies intercept; Chile picks Loa to set aside, opens fire, and the battle is fought to its end', async () => {
    expect(await takeOverIfAsked(page)).toBe(true);
    const panel = page.getByTestId('interception-panel');
    await panel.waitFor();
    // 7.3: in the hex entered the interception needs no die; with nothing more to choose (Huáscar alone),
    // declaring it is the interception (issue 20: "Intercept", then "Intercept (no roll)").
    await panel.getByRole('button', { name: 'Intercept (no roll)', exact: true }).click();
    await takeOverIfAsked(page);
    // 7.9: the ship is picked, shown set aside, and the gunfire begins only when Chile opens fire.
    await prompt().getByRole('button', { name: 'Loa (transport): fights' }).click();
    await prompt().getByRole('button', { name: 'Loa (transport): set aside' }).waitFor();
    await page.screenshot({ path: 'tests/output/set-aside.png' });
    await prompt().getByTestId('open-fire').click();
    const combat = page.getByTestId('combat');
    // 7.9: the first shot by a click on the battle's hex on the map, as a raid or a move is taken there.
    await takeOverIfAsked(page);
    expect(await page.getByTestId('fire-picker').count()).toBe(1);
    // The hex is under the battle's counters: a click on them is a click on the hex.
    await page.locator('[data-stack="2814"]').click();
    const choice = page.getByTestId('choice');
    if ((await choice.count()) > 0) await choice.getByRole('button').first().click();
    // Cochrane's shot is rolled, in front of both players (7.9 at the table): no cover before Huáscar's
    // reply, the shot shown in the combat panel — or, if it ended the battle, on the last shot's screen.
    const shown = page.locator('[data-testid="roll-before-handover"], [data-testid="combat-dice"]').first();
    await expect.poll(async () => ((await shown.count()) > 0 ? await shown.textContent() : '')).toMatch(/Almirante Cochrane (fires )?at Huáscar/);
    expect(await page.getByTestId('handover').count()).toBe(0);
    for (let i = 0; i < 20; i++) {
      await takeOverIfAsked(page);
      if (!(await fireAShot(page))) {
        if ((await combat.getByTestId('combat-card').getAttribute('data-over').catch(() => null)) === 'true') break;
        await page.waitForTimeout(150);
        continue;
      }
    }
    const card = combat.getByTestId('combat-card');
    await expect.poll(() => card.getAttribute('data-over')).toBe('true');
    await card.getByRole('button', { name: /Dismiss/ }).click();
  });

  it('7.9 Loa is told she may stop with the ships the battle held, or sail on; a click on the prompt’s button stops her there', async () => {
    await takeOverIfAsked(page);
    const line = page.getByTestId('after-battle');
    await line.waitFor();
    expect(await line.textContent()).toBe(
      'A naval combat was fought here: the ships that fired or were fired upon stay in this hex (7.9). The others may end their movement here with them, short of area VII, or sail on.',
    );
    const end = prompt().getByRole('button', { name: /^End the movement of Loa/ });
    expect(await end.count()).toBe(1);
    // Sailing on is still offered: hexes are lit.
    expect(await page.locator('[data-highlight][data-legal="true"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'stop-after-battle-1-choice');
    await end.click();
    await expect.poll(() => page.getByTestId('after-battle').count()).toBe(0);
    await expect.poll(() => page.getByTestId('log').textContent()).toMatch(/Loa ends its movement in hex 2814 \(7\.9\)/);
    await expect.poll(() => page.locator('[data-stack="2814"]').count()).toBe(1);
    await screenshot(page, 'stop-after-battle-2-stopped');
    expect(errors).toEqual([]);
  });
});
