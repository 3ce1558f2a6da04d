import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGameFile, type Action } from '../../src/engine';
import { navalPosition, shipAt } from '../../src/engine/naval/testKit';
import { screenshot } from './chromium';
import { openApp, startGame, takeOverIfAsked, takeOverOnOpening } from './flow';
import { iquiqueCombatPosition } from './positions';

/** A land combat at Iquique (tests/browser/positions.ts). */
const LAND_POSITION = iquiqueCombatPosition('combat-steps');

/** 7.9: Cochrane sails from 2915 into 2814 and is intercepted there by Huáscar: a game file stopped at Chile's first shot. */
function navalGameFile() {
  const start = navalPosition({
    turn: 3,
    side: 'chile',
    phase: 'navalMovement',
    ships: { 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-huascar': shipAt('2814') },
    nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }], allied: [] },
  });
  const actions: Action[] = [
    { type: 'sail', side: 'chile', stack: 's1', to: '2814' },
    { type: 'intercept', side: 'allied', hex: '2814' },
    { type: 'interceptRoll', side: 'allied', transports: false },
  ];
  return makeGameFile({ seed: 'naval-tests', actions, start });
}

describe('combat step by step at 1280×800: odds, then the dice, then the result card (issue 18)', () => {
  let browser: Browser;
  let page: Page;
  const combat = () => page.getByTestId('combat');
  const upload = (name: string, value: unknown) =>
    page.getByTestId('open-file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(value)) });

  beforeAll(async () => {
    ({ browser, page } = await openApp(1280, 800));
    await startGame(page, 'historical', 'combat-steps');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('8.7–8.11 land: the odds beside the attack button, then each Supply Column choice with its odds, then the dice with their modifiers, then the card', async () => {
    await upload('land.json', LAND_POSITION);
    await takeOverOnOpening(page);
    await page.locator('[data-highlight="3218"]').waitFor();
    await page.locator('[data-hex="3218"]').click({ force: true });
    // 1. Before the roll: the exact odds of the attack, with the button.
    const odds = combat().getByTestId('combat-odds');
    await odds.waitFor();
    expect(await odds.textContent()).toMatch(/Initiative won by Chile: \d+%/);
    expect(await combat().getByTestId('combat-dice').count()).toBe(0);
    await screenshot(page, 'combat-steps-land-1-odds');
    await odds.getByRole('button', { name: 'Attack', exact: true }).click();
    // 6.1 / 8.9: Chile's Supply Column — each use with the odds it gives.
    await expect.poll(() => odds.locator('button:not(.rule-link)').count()).toBe(3);
    expect(await combat().getByTestId('combat-stage').textContent()).toMatch(/The attacker chooses its Supply Columns/);
    await screenshot(page, 'combat-steps-land-2-supply');
    await odds.getByRole('button', { name: /an extra die/ }).click();
    // 2. The dice just rolled: each side's, with the modifiers and their rule cases; 3. the card.
    for (let i = 0; i < 2 && (await combat().count()) === 0; i++) await takeOverIfAsked(page);
    const dice = combat().getByTestId('combat-dice');
    await dice.waitFor();
    expect(await dice.getByTestId('combat-roll').count()).toBeGreaterThanOrEqual(3);
    expect(await dice.locator('.cs-mods li').count()).toBeGreaterThan(0);
    expect(await dice.locator('[data-rule-link="8.9"]').count()).toBeGreaterThan(0);
    const card = combat().getByTestId('combat-card');
    expect(await card.getByTestId('combat-hits').textContent()).toMatch(/Hits scored: Chile \d, Allies \d/);
    await page.waitForTimeout(800); // the roll-in animation is over
    await screenshot(page, 'combat-steps-land-3-dice-and-card');
    // Answer whatever the battle still asks (losses, retreat, advance), each player at his turn; the card stays.
    for (let i = 0; i < 10; i++) {
      await takeOverIfAsked(page);
      if ((await page.getByTestId('pending').count()) === 0) break;
      const pending = await page.getByTestId('pending').textContent();
      if (!/loss|retreat|advance|hold/i.test(pending ?? '')) break;
      await page.getByTestId('prompt').locator('.actions button').first().click();
    }
    await takeOverIfAsked(page);
    await expect.poll(() => card.getAttribute('data-over')).toBe('true');
    expect(await card.getByTestId('combat-losses').textContent()).toMatch(/Losses: /);
    await card.scrollIntoViewIfNeeded();
    await page.waitForTimeout(800);
    await screenshot(page, 'combat-steps-land-4-card-over');
    await card.getByRole('button', { name: /Dismiss/ }).click();
    expect(await page.getByTestId('combat-card').count()).toBe(0);
  });

  it('7.9–7.10 naval: the odds of each target in the gunfire picker, the die with the armour modifier, the card; both players at the screen see it, no cover between the shots', async () => {
    await upload('naval.json', navalGameFile());
    await takeOverOnOpening(page);
    const picker = page.getByTestId('fire-picker');
    await picker.waitFor();
    // Cochrane alone fires: her targets at once, each with the odds of the shot.
    expect(await picker.textContent()).toMatch(/Huáscar \(armour \d\) · hit \d+%: damaged \d+%, sunk \d+%/);
    expect(await combat().getByTestId('combat-odds').count()).toBe(0);
    await screenshot(page, 'combat-steps-naval-1-odds');
    await picker.getByRole('button', { name: /^Huáscar/ }).click();
    // Huáscar fires back at the table (7.9): no cover — unless the shot sank her and the battle is over.
    if ((await page.getByTestId('roll-before-handover').count()) > 0) {
      expect(await page.getByTestId('roll-before-handover').textContent()).toMatch(/The last shot of the battle/);
      return;
    }
    expect(await page.getByTestId('handover').count()).toBe(0);
    const dice = combat().getByTestId('combat-dice');
    await dice.waitFor();
    expect(await dice.getByTestId('combat-mods').textContent()).toMatch(/Huáscar.*\(7\.9\)/);
    expect(await combat().getByTestId('combat-card').textContent()).toMatch(/Cochrane fired at Huáscar: (miss|damaged)/);
    await page.waitForTimeout(800);
    await screenshot(page, 'combat-steps-naval-2-allies-see-the-shot');
    await page.getByTestId('fire-picker').getByTestId('fire-target').first().click();
    // The battle over: its last shot for both to see, then the cover for the side to act next.
    await page.getByTestId('roll-before-handover').waitFor();
    expect(await page.getByTestId('roll-before-handover').textContent()).toMatch(/The last shot of the battle.*Huáscar fires at/);
    await takeOverIfAsked(page);
    const card = combat().getByTestId('combat-card');
    await expect.poll(() => card.getAttribute('data-over')).toBe('true');
    expect(await card.textContent()).toMatch(/Huáscar fired at/);
    await page.waitForTimeout(800);
    await screenshot(page, 'combat-steps-naval-3-card-over');
    await card.getByRole('button', { name: /Dismiss/ }).click();
    expect(await page.getByTestId('combat-card').count()).toBe(0);
  });
});
