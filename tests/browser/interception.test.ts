import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, makeGameFile, type Action, type RollEvent } from '../../src/engine';
import { cochraneForAreaVI } from '../../src/engine/naval/testKit';
import { screenshot } from './chromium';
import { fireAShot, openApp, startGame, takeOverIfAsked } from './flow';
import { clickHex } from './mapClicks';
import { countTaps, tapsSoFar } from './taps';

/**
 * 7.3–7.5 in hot seat: Chile's Almirante Cochrane (+1) sails from 2915 into area VI, where the Allied
 * Pilcomayo (+1) waits at 2514, three hexes from 2814. A game file holding only that position.
 */
const start = cochraneForAreaVI;

/** The die the engine will roll for the interception (the position's dice are seeded): what the Allied player must be shown. */
function expectedRoll(): RollEvent {
  let s = start();
  const actions: Action[] = [
    { type: 'sail', side: 'chile', stack: 's1', to: '2714' },
    { type: 'intercept', side: 'allied', hex: '2514' },
    { type: 'interceptRoll', side: 'allied', transports: false },
  ];
  let roll: RollEvent | undefined;
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(a.type);
    s = r.state;
    roll = (r.events.find((e) => e.type === 'roll') as RollEvent | undefined) ?? roll;
  }
  return roll!;
}

describe('interception in hot seat at 1280×800: asked once, with the exact odds, and the die before the hand-over (issue 18)', () => {
  let browser: Browser;
  let page: Page;
  const upload = (name: string, value: unknown) =>
    page.getByTestId('open-file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(value)) });
  /** Chile sails its fleet to `to` with the phase panel's button. */
  async function chileSails(to: string) {
    await takeOverIfAsked(page);
    const more = page.locator('details.more-actions');
    if ((await more.count()) > 0 && (await more.getAttribute('open')) === null) await more.locator('summary').click();
    await page.getByRole('button', { name: new RegExp(`^Sail .* to hex ${to}$`) }).click();
  }

  beforeAll(async () => {
    ({ browser, page } = await openApp(1280, 800));
    await startGame(page, 'historical', 'interception');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('7.3 interception is asked once per enemy stack entering reach: letting it pass, no question in its next hexes', async () => {
    await upload('interception.json', makeGameFile({ seed: 'naval-tests', actions: [], start: start() }));
    await chileSails('2714');
    // The Allied player takes the device and is asked, once.
    expect(await takeOverIfAsked(page)).toBe(true);
    const panel = page.getByTestId('interception-panel');
    await panel.waitFor();
    expect(await panel.getByTestId('interception-fleet').textContent()).toMatch(/Almirante Cochrane has entered hex 2814/);
    await panel.getByRole('button', { name: 'Let it pass — these ships are not asked again' }).click();
    // Cochrane sails on through 2714 (area VI, in Pilcomayo's reach) with no other question: Chile's turn again.
    await page.getByTestId('handover').waitFor();
    expect(await page.getByTestId('handover').textContent()).toMatch(/Chile/);
    await takeOverIfAsked(page);
    expect(await page.getByTestId('interception-panel').count()).toBe(0);
    await screenshot(page, 'interception-0-let-pass-chile-sails-on');
  });

  it('issue 13: the hex Chile clicked to sail to is not outlined, nor its card open, on the Allied player\'s screen when he is asked to intercept (it showed where the fleet was going)', async () => {
    await upload('interception.json', makeGameFile({ seed: 'naval-tests', actions: [], start: start() }));
    await takeOverIfAsked(page);
    await clickHex(page, ['2714']);
    await page.getByTestId('handover').waitFor();
    // The Allied player taps the cover where he finds it; the pointer stays over the map.
    await page.getByTestId('handover').getByRole('button').click();
    await page.getByTestId('interception-panel').waitFor();
    expect(await page.locator('.hex-selected').count()).toBe(0);
    expect(await page.getByTestId('hex-card').count()).toBe(0);
    // The card comes back as soon as he points at a hex himself.
    const hex = page.locator('[data-hex="2514"]').first();
    const box = (await hex.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    await page.getByTestId('hex-card').waitFor();
  });

  it('7.3–7.5 the Allied player sees the exact odds, intercepts, and sees his die before handing the device to Chile', async () => {
    const roll = expectedRoll();
    await upload('interception.json', makeGameFile({ seed: 'naval-tests', actions: [], start: start() }));
    await chileSails('2714');
    await takeOverIfAsked(page);
    const panel = page.getByTestId('interception-panel');
    await panel.waitFor();
    // 7.4: 1d6 + 1 (Pilcomayo) must be above 3: faces 3–6.
    const odds = await panel.getByTestId('interception-group').textContent();
    expect(odds).toMatch(/3 hexes away · the die \+1 must be above 3 · \+1: lowest speed modifier \(Pilcomayo\) \(7\.4\)/);
    expect(odds).toMatch(/Interception 4 in 6 \(67%\): naval combat follows/);
    expect(odds).toMatch(/Fails 1 in 6 \(17%\): your ships sail 2 hexes towards hex 2814/);
    await screenshot(page, 'interception-1-question-with-odds');
    // One group of warships, no transports: nothing more to choose, so declaring rolls (issue 20).
    await panel.getByRole('button', { name: 'Intercept: roll the die', exact: true }).click();
    // The die, before any hand-over cover.
    const step = page.getByTestId('roll-before-handover');
    await step.waitFor();
    expect(await page.getByTestId('handover').count()).toBe(0);
    const text = await step.textContent();
    expect(text).toContain(`You rolled ${roll.dice[0]}, modified +1: ${roll.result}`);
    expect(text).toMatch(/\+1: lowest speed modifier \(Pilcomayo\) \(7\.4\)/);
    expect(text).toMatch(roll.result > 3 ? /Interception succeeds: naval combat at hex 2814/ : new RegExp(`Interception fails: ${roll.result} is not above 3`));
    await screenshot(page, 'interception-3-die-before-handover');
    if (roll.result > 3) {
      // A success: the die's screen itself calls both players to the battle, fought at the table (7.9),
      // and one tap shows it — no second cover.
      expect(text).toContain('Naval combat at hex 2814: both players to the screen');
      await step.getByRole('button', { name: 'We are both here — show the battle' }).click();
      await page.getByTestId('fire-picker').waitFor();
      expect(await page.getByTestId('handover').count()).toBe(0);
      await screenshot(page, 'interception-4-battle-after-die');
    } else {
      // A failure hands Chile the device.
      await step.getByRole('button', { name: 'Hand the device to Chile' }).click();
      await page.getByTestId('handover').waitFor();
      expect(await page.getByTestId('handover').textContent()).toContain('Pass the device to Chile');
      await screenshot(page, 'interception-4-handover-after-die');
    }
    expect(await page.getByTestId('roll-before-handover').count()).toBe(0);
  });

  /**
   * The hot-seat players answer whatever is before them, from Chile's sail to the first shot: the cover
   * (its button), the interception question (intercept from the only group, or roll what is declared),
   * the die (its button), the set-aside (open fire with every ship), the gunfire picker (a ship, a target).
   */
  async function playToTheFirstShot(): Promise<{ fired: boolean; boardBehindCovers: number[] }> {
    // For each cover met: how many hexes of the board were in the page behind it (none, ever).
    const boardBehindCovers: number[] = [];
    for (let i = 0; i < 12; i++) {
      for (const id of ['handover', 'roll-before-handover', 'interception-panel', 'fire-picker', 'set-aside']) {
        if ((await page.getByTestId(id).count()) === 0) continue;
        if (id === 'fire-picker') return { fired: await fireAShot(page), boardBehindCovers };
        if (id === 'handover' || id === 'roll-before-handover') boardBehindCovers.push(await page.locator('[data-hex]').count());
        if (id === 'set-aside') await page.getByTestId('open-fire').click();
        else if (id !== 'interception-panel') await page.getByTestId(id).locator('button:not(.rule-link)').last().click();
        else if ((await page.getByTestId('interception-declared').count()) > 0) await page.getByTestId('interception-declared').locator('button.interception-primary').first().click();
        else await page.getByTestId('interception-group').locator('button.interception-primary').first().click();
        break;
      }
      await page.waitForTimeout(100);
    }
    throw new Error('no shot asked for');
  }

  it('issue 20 (7.3–7.9): from the interception offer to the battle\'s first shot, 3 taps, not 5 — the cover that hands the Allies the device stays, and no board is drawn between the die and the battle', async () => {
    await upload('interception.json', makeGameFile({ seed: 'naval-tests', actions: [], start: start() }));
    await chileSails('2714');
    await page.getByTestId('handover').waitFor();
    await countTaps(page);
    const { fired, boardBehindCovers } = await playToTheFirstShot();
    expect(fired).toBe(true);
    const taps = await tapsSoFar(page);
    // Before: the cover, "Intercept", "Roll the die", "On to the battle: call the other player", "We are
    // both here — show the battle", then the shot (table QA: 5 taps before the first shot).
    expect(taps.map((t) => `${t.screen}: ${t.button}`)).toEqual([
      'handover: I am the Allied player — show my board',
      'interception-panel: Intercept: roll the die',
      'roll-before-handover: We are both here — show the battle',
      expect.stringMatching(/^fire-picker: Pilcomayo.*hit 83%/),
    ]);
    // Two covers, the Allies' and the die's with the call to both: no board behind either (the roller's
    // view is not in the page as the other player comes to the screen).
    expect(boardBehindCovers).toEqual([0, 0]);
    expect(await page.getByTestId('log').textContent()).toMatch(/Chile: Almirante Cochrane fires at Pilcomayo/);
    await screenshot(page, 'interception-5-first-shot');
  });
});
