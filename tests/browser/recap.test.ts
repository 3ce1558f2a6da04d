import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './chromium';
import { endPhase as endPhaseOrPassed, openApp, startGame, takeOverIfAsked } from './flow';

/**
 * Issue 19: a hot-seat turn pair ends with the recap shown to the next player — the opponent's moves,
 * on the map and in words, and none of his secrets (the areas of his face-down NADCs).
 */
describe('"Since your last turn" at the hand-over', () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];
  const prompt = () => page.getByTestId('prompt');
  const click = async (name: string | RegExp) => prompt().getByRole('button', { name }).first().click();
  const recap = () => page.getByTestId('recap');
  const endPhase = async (phase: string) => {
    await takeOverIfAsked(page);
    await endPhaseOrPassed(page, phase);
  };

  beforeAll(async () => {
    ({ browser, page } = await openApp(1280, 800, true));
    page.on('pageerror', (e) => errors.push(e.message));
    await startGame(page, 'manual', 'recap-seed');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('after the Allied set-up, Chile is told the Allies gave Huáscar an NADC — but not its area', async () => {
    await click('Historical set-up');
    await page.getByText(/Every other legal action/).click();
    await click('NADC XIII for Huáscar');
    await click('Finish set-up');
    expect(await recap().count()).toBe(0);
    await takeOverIfAsked(page);
    await recap().waitFor();
    const text = (await recap().textContent()) ?? '';
    expect(text).toContain('Since your last turn');
    expect(text).toContain('The Allies gave a secret naval order (NADC) to 1 ship');
    expect(text).not.toMatch(/\bXIII\b/);
    expect(await page.content()).not.toContain('nadc-allied-XIII');
    await screenshot(page, 'recap-after-setup-handover');
    await recap().getByRole('button', { name: 'Close the recap' }).click();
    expect(await recap().count()).toBe(0);
  });

  it('after Chile\'s player turn, the Allied player sees Chile\'s march on the map and in words', async () => {
    await click('Historical set-up');
    await click('Finish set-up');
    await takeOverIfAsked(page);
    for (const phase of ['Administrative Phase', 'Consume Supply Columns Phase', 'Naval Movement Phase', 'Naval Combat Phase']) await endPhase(phase);
    await takeOverIfAsked(page);
    await page.locator('[data-stack="3123"]').click();
    await click('Roll for movement');
    await expect.poll(() => page.locator('[data-reach]').count()).toBeGreaterThan(0);
    const target = (await page.locator('[data-reach]').first().getAttribute('data-reach'))!;
    await page.locator(`[data-hex="${target}"]`).click({ force: true });
    await expect.poll(() => page.locator(`[data-stack="${target}"]`).count()).toBe(1);
    await click(/End the move|Take attrition|attrition/i);
    for (let i = 0; i < 3 && (await page.getByTestId('pending').count()) > 0; i++) await prompt().locator('.actions button').first().click();
    for (const phase of ['Land Movement Phase', 'Land Combat Phase', 'Victory Determination Phase']) await endPhase(phase);
    // The cover is up for the Allies; their player takes the device and is told.
    // The last die Chile threw is shown to Chile before the device changes hands (issue 18), then the cover.
    const handOn = page.getByRole('button', { name: /Hand the device to/ });
    if (await handOn.count()) await handOn.click();
    await page.getByTestId('handover').waitFor({ timeout: 10_000 });
    await takeOverIfAsked(page);
    await recap().waitFor();
    const text = (await recap().textContent()) ?? '';
    expect(text).toMatch(new RegExp(`Chile moved .* to .*${target}`));
    expect(text).toMatch(/Chile (now|still) holds \d+ VP/);
    // Chile's own NADC for Cochrane (given at its set-up, for turn 1) is not Allied knowledge: no area in the page.
    expect(await page.content()).not.toMatch(/nadc-chile-[IVX]+"/);
    // The march is drawn on the map as an arrow.
    expect(await page.locator('[data-testid="recap-layer"] [data-recap-kind="march"] polyline').count()).toBeGreaterThan(0);
    await screenshot(page, 'recap-turn-pair');
    // Stepped: the first move alone, lit.
    await recap().getByRole('button', { name: 'Next move' }).click();
    expect(await recap().textContent()).toMatch(/move 1 of \d+/);
    await screenshot(page, 'recap-stepped');
    expect(errors).toEqual([]);
  });

  it('any earlier player turn can be recapped again from the turn track', async () => {
    if (await recap().count()) await recap().getByRole('button', { name: 'Close the recap' }).click();
    await page.getByTestId('recap-turn-1').click();
    await recap().waitFor();
    expect(await recap().textContent()).toMatch(/Turn 1 · .* player turn/);
    await screenshot(page, 'recap-turn-track');
  });
});
