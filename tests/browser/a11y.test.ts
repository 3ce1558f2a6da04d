import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './chromium';
import { openApp, startGame, takeOverIfAsked } from './flow';
import { iquiqueCombatPosition } from './positions';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

interface Violation { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }

/** axe-core run on the page as it stands: the serious and critical violations (WCAG 2 A/AA rules). */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    const r = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return r.violations;
  }) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 5).map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join(' ')}${v.nodes.length > 5 ? ` and ${v.nodes.length - 5} more` : ''}`);
}

/** A land combat at Iquique (tests/browser/positions.ts). */
const LAND_POSITION = iquiqueCombatPosition('combat-steps');

describe('accessibility and the keyboard (issue 19)', () => {
  let browser: Browser;
  let page: Page;
  const prompt = () => page.getByTestId('prompt');
  const errors: string[] = [];

  beforeAll(async () => {
    ({ browser, page } = await openApp(1280, 800, true));
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('axe: the new-game screen has no serious or critical violation', async () => {
    await page.getByTestId('new-game').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('axe: the board has none; the prompt is a named region whose heading, not its answers, is a polite live region', async () => {
    await startGame(page, 'manual', 'a11y-seed');
    expect(await prompt().getAttribute('aria-live')).toBeNull();
    expect(await prompt().getAttribute('aria-label')).toBe('What to do now');
    expect(await page.getByTestId('prompt-live').getAttribute('aria-live')).toBe('polite');
    expect(await page.getByTestId('prompt-live').getByTestId('prompt-heading').count()).toBe(1);
    expect(await prompt().locator('[aria-live] button:not(.rule-link)').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the rules, opened from the header with the keyboard and closed with Escape, give the focus back to its button', async () => {
    const rulesButton = page.getByRole('button', { name: 'Rules', exact: true });
    await rulesButton.focus();
    await page.keyboard.press('Enter');
    await page.locator('.rules-ref').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.rules-ref').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe('Rules');
  });

  it('"?" opens the list of shortcuts (Escape closes it); N and Enter pick a stack for its NADC; E finishes the set-up', async () => {
    await page.locator('body').press('?');
    const help = page.getByTestId('shortcuts-help');
    await help.waitFor();
    expect(await help.textContent()).toContain('Pan the map (arrows alone pan when there is no cursor)');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'a11y-shortcuts-overlay');
    await page.keyboard.press('Escape');
    expect(await help.count()).toBe(0);

    await prompt().getByRole('button', { name: 'Historical set-up' }).first().click();
    await page.locator('.map-svg').focus(); // keyboard play from the map (Enter on a focused button is the button's own)
    // N: the cursor goes to a stack of ships that may be given an NADC; Enter picks it, as a click would.
    await page.keyboard.press('n');
    const cursor = page.locator('[data-cursor]');
    await cursor.waitFor();
    const hex = await cursor.getAttribute('data-cursor');
    expect(await page.getByTestId('cursor-status').textContent()).toMatch(/^Cursor: /);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.hex-selected').count()).toBe(1);
    expect(await page.getByTestId('nadc-prompt').or(prompt()).first().textContent()).toMatch(/click a lit naval area|NADC/);
    // The arrows move the cursor while it is shown; Shift+arrows pan instead.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => cursor.getAttribute('data-cursor')).not.toBe(hex);
    await screenshot(page, 'a11y-cursor');
    // Huáscar's NADC from the action list (the recap then has something to tell Chile).
    await page.getByText(/Every other legal action/).click();
    await prompt().getByRole('button', { name: 'NADC XIII for Huáscar' }).first().click();
    await page.locator('.map-svg').focus();
    // E: Finish set-up (the set-up's endPhase) — the hand-over to Chile follows.
    await page.keyboard.press('e');
    await page.getByTestId('handover').waitFor();
  });

  it('axe: the recap shown to the next player has none', async () => {
    await takeOverIfAsked(page);
    await page.getByTestId('recap').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'a11y-recap');
  });

  it('axe: a combat, the combat panel shown, has none', async () => {
    await page.getByTestId('open-file').setInputFiles({ name: 'land.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(LAND_POSITION)) });
    await takeOverIfAsked(page);
    await page.locator('[data-highlight="3218"]').waitFor();
    // The cursor is moved to the defended hex and Enter attacks it, as a click would.
    await page.locator('.map-svg').focus();
    await page.keyboard.press('n');
    await page.locator('[data-cursor]').waitFor();
    for (let i = 0; i < 20 && (await page.locator('[data-cursor]').getAttribute('data-cursor')) !== '3218'; i++) await page.keyboard.press('n');
    await page.keyboard.press('Enter');
    await page.getByTestId('combat').waitFor();
    await page.getByTestId('combat-odds').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'a11y-combat');
    expect(errors).toEqual([]);
  });

  it("a rule's number in the prompt opens the rules from the keyboard; Escape gives the focus back to it (it fell to the page's body: QA round 6)", async () => {
    const link = prompt().locator('.rule-link').first();
    const rule = await link.getAttribute('data-rule-link');
    await link.focus();
    await page.keyboard.press('Enter');
    await page.locator('.rules-ref').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.rules-ref').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-rule-link') ?? document.activeElement?.tagName ?? '')).toBe(rule);
    expect(errors).toEqual([]);
  });

  it('R opens the rules with the focus in its search field; Tab stays inside it; Escape gives the focus back (it stayed on the map, 83 of 150 Tabs behind the reference: QA round 8)', async () => {
    await page.locator('.map-svg').focus();
    await page.keyboard.press('r');
    await page.locator('.rules-ref').waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type ?? '')).toBe('search');
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.querySelector('.rules-ref')?.contains(document.activeElement) ?? false)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.rules-ref').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? 'none')).toContain('map-svg');
    expect(errors).toEqual([]);
  });
});
