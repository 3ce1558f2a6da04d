import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './chromium';
import { openApp, startGame } from './flow';

/**
 * Issue 21, "Must show" 4: "The war as it was fought" — the menu entry opens public/history/war-as-fought.json
 * (the historical campaign, built by scripts/history/) in the replay viewer, and a caption beside the map
 * tells each turn: its dates, what happened in 1879–1881, and what it changed in the game, with Chile's VP
 * and the victory checks of turns 5, 9 and 12. Screenshots to tests/output/warAsFought-*.png.
 */
describe('the war as it was fought', () => {
  let browser: Browser;
  let page: Page;
  const caption = () => page.getByTestId('history-caption');
  const bar = () => page.getByTestId('replay');
  const turnShown = async () => Number(await caption().getAttribute('data-turn'));
  const vpShown = async () => Number(await page.getByTestId('history-vp').getAttribute('data-vp'));
  const nextTurn = async (name = /Next turn/) => {
    const before = await turnShown();
    await caption().getByRole('button', { name }).click();
    await expect.poll(turnShown).toBe(before + 1);
  };

  beforeAll(async () => {
    ({ browser, page } = await openApp(1280, 800, true));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is offered on the new-game screen, and opens the campaign in the replay viewer at its first step', async () => {
    await page.getByTestId('new-game').waitFor();
    const entry = page.getByRole('button', { name: 'The war as it was fought' });
    expect(await page.getByTestId('new-game').textContent()).toContain('Watch the campaign of 1879–1881 turn by turn');
    await entry.scrollIntoViewIfNeeded();
    await screenshot(page, 'warAsFought-newgame');
    await entry.click();
    await caption().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('replay-step').textContent()).toMatch(/^step 0 \//);
    expect(await turnShown()).toBe(1);
    expect(await page.getByTestId('history-turn').textContent()).toBe('Turn 1 · Mar–Apr 1879');
    expect(await caption().textContent()).toContain('Step through it with the replay bar');
    // The whole campaign is there, seen as an observer (the full viewer: view as either side).
    expect(await bar().getByLabel('View as').inputValue()).toBe('observer');
    expect(await page.getByTestId('game-name').textContent()).toContain('The war as it was fought');
    await screenshot(page, 'warAsFought-turn1');
  });

  it('steps with the replay controls: the caption follows the turn of the step shown', async () => {
    for (let i = 0; i < 3; i++) await bar().getByRole('button', { name: 'Next step' }).click();
    expect(await page.getByTestId('replay-step').textContent()).toMatch(/^step 3 \//);
    expect(await turnShown()).toBe(1);
    await nextTurn();
    expect(await page.getByTestId('history-turn').textContent()).toBe('Turn 2 · May–Jun 1879');
    expect(await page.getByTestId('history-headline').textContent()).toBe('Iquique and Punta Gruesa');
    expect(await page.getByTestId('replay-step').textContent()).toContain('turn 2');
    // One step back is the end of turn 1.
    await bar().getByRole('button', { name: 'Previous step' }).click();
    await expect.poll(turnShown).toBe(1);
    await bar().getByRole('button', { name: 'Next step' }).click();
    await expect.poll(turnShown).toBe(2);
    await screenshot(page, 'warAsFought-turn2');
  });

  it('turn 5: Pisagua and Tarapacá, a narrow miss at the first victory check (2–5 VP)', async () => {
    while ((await turnShown()) < 5) await nextTurn();
    expect(await page.getByTestId('history-headline').textContent()).toBe('Pisagua, San Francisco and Tarapacá');
    const vp = await vpShown();
    expect(vp).toBeGreaterThanOrEqual(2);
    expect(vp).toBeLessThanOrEqual(5);
    expect(await page.getByTestId('history-check').textContent()).toBe(`Victory check (Chile needs 6 VP to win now): Chile has ${vp} VP: the game goes on.`);
    await screenshot(page, 'warAsFought-turn5');
  });

  it('turn 9: after Tacna and Arica, still short of a win (2–7 VP); the replay bar\'s turn jump moves the caption too', async () => {
    await bar().getByLabel('Jump to turn').selectOption('9');
    await expect.poll(turnShown).toBe(9);
    const vp = await vpShown();
    expect(vp).toBeGreaterThanOrEqual(2);
    expect(vp).toBeLessThanOrEqual(7);
    expect(await page.getByTestId('history-check').textContent()).toBe(`Victory check (Chile needs 8 VP to win now): Chile has ${vp} VP: the game goes on.`);
  });

  it('turn 12: Lima, and a Chilean victory (18 VP or more); the tour says how to play on', async () => {
    while ((await turnShown()) < 12) await nextTurn();
    expect(await page.getByTestId('history-headline').textContent()).toBe('Chorrillos, Miraflores and Lima');
    const vp = await vpShown();
    expect(vp).toBeGreaterThanOrEqual(18);
    expect(await page.getByTestId('history-check').textContent()).toMatch(/Chilean victory\.$/);
    expect(await caption().getByRole('button', { name: /Next turn/ }).isDisabled()).toBe(true);
    expect(await caption().textContent()).toContain('The tour ends here');
    await screenshot(page, 'warAsFought-turn12');
  });

  it('speaks Spanish', async () => {
    await page.getByLabel('Language').selectOption('es');
    await expect.poll(() => page.getByTestId('history-turn').textContent()).toBe('Turno 12 · ene.–feb. 1881');
    expect(await page.getByTestId('history-headline').textContent()).toBe('Chorrillos, Miraflores y Lima');
    expect(await page.getByTestId('history-check').textContent()).toMatch(/^Verificación de victoria \(Chile necesita 18 PV para ganar ahora\): .*victoria chilena\.$/);
    await bar().getByLabel('Ir al turno').selectOption('5');
    await expect.poll(turnShown).toBe(5);
    expect(await page.getByTestId('history-headline').textContent()).toBe('Pisagua, San Francisco y Tarapacá');
    expect(await caption().textContent()).toContain('PV de Chile al final del turno');
    await screenshot(page, 'warAsFought-es-turn5');
    await page.locator('select.language').selectOption('en');
  });

  it('closed, goes back where it was opened: the new-game screen (QA round 7: its last board stayed as if it were a game of the player\'s)', async () => {
    await bar().getByRole('button', { name: 'Close replay' }).click();
    await expect.poll(() => caption().count()).toBe(0);
    await page.getByTestId('new-game').waitFor();
  });

  it('is in the header too, and opens the campaign again at its first step; closed, it goes back to the game being played; on a tablet the caption is in the sheet under the map', async () => {
    await startGame(page, 'historical', 'before-the-tour');
    await page.locator('.app-header').getByRole('button', { name: 'The war as it was fought' }).click();
    await caption().waitFor({ timeout: 30_000 });
    await bar().getByRole('button', { name: 'Close replay' }).click();
    await expect.poll(() => caption().count()).toBe(0);
    await expect.poll(() => page.getByTestId('game-name').textContent()).not.toContain('The war as it was fought');
    await page.locator('.app-header').getByRole('button', { name: 'The war as it was fought' }).click();
    await caption().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('replay-step').textContent()).toMatch(/^step 0 \//);
    expect(await turnShown()).toBe(1);
    await page.setViewportSize({ width: 768, height: 1024 });
    await nextTurn();
    await nextTurn();
    await nextTurn();
    expect(await caption().isVisible()).toBe(true);
    await screenshot(page, 'warAsFought-tablet-turn4');
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
