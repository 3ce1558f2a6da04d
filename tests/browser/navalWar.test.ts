import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './chromium';
import * as mapClicks from './mapClicks';
import { endPhase, fireAShot, openApp, startGame, takeOverIfAsked } from './flow';
import { countTaps, tapsSoFar, type Tap } from './taps';

/**
 * Issue 18 item 8: both sides play the naval part of game turns 1 and 2 in hot seat by clicking the map
 * and the prompt's own buttons only — the list of every other legal action stays closed throughout.
 * Seed "naval-war" with the testers' seed-only dice, so every die below is the same on every run
 * (explored first with the engine: newGame/legalActions/applyAction with the same actions).
 *
 * Turn 1: both fleets get NADCs for area III (4.2) by a click on the stack and one on the area. Chile
 * sails from Antofagasta to 3118, beside Iquique (7.2). The Allied fleet sails from Callao for 2915 in
 * area III; Chile is asked and intercepts from 3118 (7.3, 4 hexes: the die 6 − 1 = 5 succeeds) and sees
 * its die before the hand-over; the naval combat (7.9–7.10) is fought shot by shot to its end.
 * Turn 2: Chile sails into Iquique's port (3218) and blockades it (7.6), letting the Allied fleet pass;
 * the Allied survivors sail for Iquique, Chile lets them pass the open sea, and they run the blockade
 * with a die (7.6): 2 of 7 get through, and Chile lets the others go.
 *
 * The port hex 3218 is lit for sailing but its middle is covered by Iquique's counters: the player clicks
 * there anyway (on the counters), and the fleet sails — as a player would.
 */
describe('the naval war of turns 1 and 2 by clicking the map only (issue 18)', () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];
  const prompt = () => page.getByTestId('prompt');
  const log = () => page.getByTestId('log');
  let shots = 0;

  /** The list of every other legal action is never opened (it may be there, closed). */
  const expectListClosed = async () => {
    expect(await page.locator('details.more-actions[open]').count()).toBe(0);
  };
  const shot = async (name: string) => {
    await expectListClosed();
    await page.waitForTimeout(400);
    await screenshot(page, `naval-war-${String(++shots).padStart(2, '0')}-${name}`);
  };

  const clickArea = (area: string) => mapClicks.clickArea(page, area);

  /** The prompt's own button (end a phase, continue, a pending decision's answer): never the long list's. */
  const answer = async (name: string | RegExp) => {
    await takeOverIfAsked(page);
    await expectListClosed();
    const re = typeof name === 'string' ? new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : name;
    // The closed list draws no buttons: every button found here is the prompt's own.
    await prompt().getByRole('button', { name: re }).first().click();
    await expectListClosed();
  };
  const endPhases = async (...phases: string[]) => {
    for (const phase of phases) {
      await takeOverIfAsked(page);
      await expectListClosed();
      await endPhase(page, phase);
      await expectListClosed();
    }
  };

  /** 4.2: the NADC for the fleet in `hex`, by a click on its stack and one on the lit naval area. */
  const giveNadc = async (hex: string, area: string, chitsFor: string) => {
    await page.locator(`[data-stack="${hex}"]`).click();
    await expect.poll(() => page.locator('path[data-area][data-legal="true"]').count()).toBe(13);
    await clickArea(area);
    await expect.poll(() => page.locator(`[data-chit-hex="${hex}"] [data-nadc="${chitsFor}"]`).count()).toBeGreaterThan(0);
  };

  /** 7.2: the fleet that must sail sails by a click on a lit hex (`hex`, which must be lit). */
  const sailTo = async (hex: string) => {
    await takeOverIfAsked(page);
    await expect.poll(() => page.getByTestId('sail-prompt').count()).toBe(1);
    await expect.poll(() => page.locator(`[data-highlight="${hex}"][data-legal="true"]`).count()).toBe(1);
    await shot(`sail-to-${hex}-lit`);
    // What a player clicks: the middle of the lit hex, whatever is drawn there (a port's counters, its fort).
    const box = (await page.locator(`[data-hex="${hex}"]`).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  };

  /** 4.1: the Allied Supply Columns are placed by clicking Lima (then Oruro when Lima is full). */
  const placeAlliedColumns = async () => {
    await takeOverIfAsked(page);
    for (let i = 0; i < 8 && (await page.getByTestId('pending').count()) > 0; i++) {
      const hex = (await page.locator('[data-highlight="2008"]').count()) ? '2008' : '3616';
      await page.locator(`[data-hex="${hex}"]`).click({ force: true });
    }
    expect(await page.getByTestId('pending').count()).toBe(0);
  };

  /** Hand-over covers taken while the last battle was fought. */
  let coversInBattle = 0;
  /** The taps counted (countTaps) up to the last battle's first shot, that shot's own included. */
  let tapsToFirstShot: Tap[] = [];
  /** 7.9–7.10: each side fires by the prompt's picker (a ship, then its target) when its turn comes, both players at the screen, to the battle's end. */
  const fightToTheEnd = async (name: string) => {
    const combat = page.getByTestId('combat');
    let fired = 0;
    coversInBattle = 0;
    for (let i = 0; i < 40; i++) {
      if (await takeOverIfAsked(page)) coversInBattle++;
      await expectListClosed();
      if ((await prompt().getByRole('button', { name: 'Open fire' }).count()) > 0) {
        await prompt().getByRole('button', { name: 'Open fire' }).click();
        continue;
      }
      if ((await page.getByTestId('fire-picker').count()) === 0) {
        if ((await combat.getByTestId('combat-card').getAttribute('data-over').catch(() => null)) === 'true') break;
        await page.waitForTimeout(150);
        continue;
      }
      if (fired === 0) await shot(`${name}-first-shot-odds`);
      if (fired === 1) await shot(`${name}-second-shot`);
      await fireAShot(page);
      if (fired === 0) tapsToFirstShot = await tapsSoFar(page);
      fired++;
    }
    const card = combat.getByTestId('combat-card');
    await expect.poll(() => card.getAttribute('data-over')).toBe('true');
    expect(fired).toBeGreaterThan(1);
    await card.scrollIntoViewIfNeeded();
    await shot(`${name}-over`);
    await card.getByRole('button', { name: /Dismiss/ }).click();
    return fired;
  };

  beforeAll(async () => {
    ({ browser, page } = await openApp(1280, 800, true));
    page.on('pageerror', (e) => errors.push(e.message));
    await startGame(page, 'historical', 'naval-war');
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('set-up (4.2): each side orders its fleet to area III by clicking the stack and the area, with the hand-over between', async () => {
    await expectListClosed();
    await giveNadc('2007', 'III', 'nadc-allied-III');
    await shot('allied-nadc');
    await answer('Finish set-up');
    await takeOverIfAsked(page);
    // Chile sees only the backs of the Allied chits.
    expect(await page.content()).not.toContain('nadc-allied-III');
    await giveNadc('3123', 'III', 'nadc-chile-III');
    await answer('Finish set-up');
    await expect.poll(() => prompt().textContent()).toContain('Administrative Phase');
  });

  it('turn 1, Chile: the turn-2 NADC by clicking, then the squadron sails for 3118 beside Iquique by a click on a lit hex', async () => {
    await giveNadc('3123', 'III', 'nadc-chile-III');
    await endPhases('Administrative Phase', 'Consume Supply Columns Phase');
    await shot('chile-sail-lit');
    await sailTo('3118');
    await expect.poll(() => page.locator('[data-stack="3118"]').count()).toBe(1);
    await answer(/^End the movement of Almirante Cochrane/);
    await shot('chile-at-3118');
    await endPhases('Naval Movement Phase', 'Naval Combat Phase', 'Land Movement Phase', 'Land Combat Phase', 'Victory Determination Phase');
  });

  it('turn 1, the Allies: the turn-2 NADC and the columns by clicking; the fleet sails for 2915; Chile intercepts, sees its die, and the battle is fought to its end', async () => {
    // 4.1: the NADC orders first; ending the phase rolls for the columns, and the last placed ends it.
    await takeOverIfAsked(page);
    await giveNadc('2007', 'III', 'nadc-allied-III');
    await endPhases('Administrative Phase');
    await placeAlliedColumns();
    await endPhases('Consume Supply Columns Phase');
    await shot('allied-sail-lit');
    await sailTo('2915');
    // Chile takes the device and is asked, once, with the odds.
    await page.getByTestId('handover').waitFor();
    await countTaps(page);
    expect(await takeOverIfAsked(page)).toBe(true);
    const panel = page.getByTestId('interception-panel');
    await panel.waitFor();
    expect(await panel.getByTestId('interception-fleet').textContent()).toMatch(/Huáscar/);
    expect(await panel.getByTestId('interception-group').textContent()).toMatch(/4 hexes away/);
    await shot('chile-interception-question');
    // One group of warships and no transports: declaring rolls (issue 20: "Roll the die" followed).
    await panel.getByRole('button', { name: 'Intercept: roll the die', exact: true }).click();
    // Chile's die, before the hand-over: 6, modified −1: 5, above 4.
    const step = page.getByTestId('roll-before-handover');
    await step.waitFor();
    expect(await step.textContent()).toMatch(/You rolled 6, modified −1: 5/);
    expect(await step.textContent()).toMatch(/Interception succeeds: naval combat at hex 2915/);
    // 7.9: the battle is fought at the table: the die's screen calls both players, no cover between the shots.
    expect(await step.textContent()).toContain('Naval combat at hex 2915: both players to the screen');
    await shot('chile-interception-die-and-battle-call');
    await step.getByRole('button', { name: 'We are both here — show the battle' }).click();
    const fired = await fightToTheEnd('battle-2915');
    expect(fired).toBeGreaterThanOrEqual(4);
    // From Chile's question to the first of the battle's 14 shots: the cover, "Intercept: roll the die",
    // the die's call to both players, the set-aside (7.9: the outnumbering side's choice), then the shot (a ship,
    // its target). Before issue 20 "Roll the die" and a second cover came between: 6 taps before the shot.
    expect(tapsToFirstShot.map((t) => `${t.screen}: ${t.button}`)).toEqual([
      'handover: I am the Chilean player — show my board',
      'interception-panel: Intercept: roll the die',
      'roll-before-handover: We are both here — show the battle',
      'set-aside: Open fire with every ship',
      expect.stringMatching(/^fire-picker: Huáscar/),
      expect.stringMatching(/^fire-picker: Abtao/),
    ]);
    // One cover for the whole battle (it took one a shot, then two): the Allies' device once it is over
    // (after the last shot, shown to both); the call to both players was on the die's screen.
    expect(coversInBattle).toBe(1);
    expect(await log().textContent()).toMatch(/sunk/i);
    await answer(/^End the movement of/);
    await shot('allies-after-battle');
    await endPhases('Naval Movement Phase', 'Naval Combat Phase', 'Land Movement Phase', 'Land Combat Phase', 'Victory Determination Phase');
  });

  it('turn 2, Chile: the squadron sails into Iquique and blockades it; the Allies let it pass', async () => {
    await takeOverIfAsked(page);
    await expect.poll(() => page.getByTestId('turn').textContent()).toContain('Turn 2');
    await endPhases('Administrative Phase', 'Consume Supply Columns Phase');
    await sailTo('3218');
    expect(await takeOverIfAsked(page)).toBe(true);
    const panel = page.getByTestId('interception-panel');
    await panel.waitFor();
    await shot('allies-interception-question');
    await panel.getByRole('button', { name: 'Let it pass — these ships are not asked again' }).click();
    await takeOverIfAsked(page);
    await expect.poll(() => page.locator('[data-stack="3218"]').count()).toBe(1);
    await shot('chile-blockades-iquique');
    await endPhases('Naval Movement Phase', 'Naval Combat Phase', 'Land Movement Phase', 'Land Combat Phase', 'Victory Determination Phase');
  });

  it('turn 2, the Allies: the survivors sail for Iquique, Chile lets them pass the open sea, and they run the blockade with a die', async () => {
    await takeOverIfAsked(page);
    await endPhases('Administrative Phase');
    await placeAlliedColumns();
    await endPhases('Consume Supply Columns Phase');
    await sailTo('3218');
    expect(await takeOverIfAsked(page)).toBe(true);
    const panel = page.getByTestId('interception-panel');
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Let it pass — these ships are not asked again' }).click();
    await takeOverIfAsked(page);
    await expect.poll(() => page.getByTestId('pending').textContent()).toMatch(/blockade/i);
    await shot('allies-run-the-blockade-question');
    await answer('Run the blockade (roll)');
    // The Allies see their die (2 of 7 ships get through) before the device goes to Chile, who may catch the others.
    const step = page.getByTestId('roll-before-handover');
    await step.waitFor();
    expect(await step.textContent()).toMatch(/You rolled 2/);
    await shot('allies-blockade-die');
    for (let i = 0; i < 6; i++) {
      await takeOverIfAsked(page);
      if ((await prompt().getByRole('button', { name: 'Let the runners go' }).count()) > 0) {
        await shot('chile-catch-runners');
        await answer('Let the runners go');
        continue;
      }
      break;
    }
    await expect.poll(() => log().textContent()).toMatch(/blockade/i);
    await shot('allies-ran-the-blockade');
    await expectListClosed();
    expect(errors).toEqual([]);
  });
});
