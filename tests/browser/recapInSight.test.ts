import { describe, expect, it } from 'vitest';
import { screenshot } from './chromium';
import { inSight } from './inSight';
import { openApp, startGame, takeOverIfAsked } from './flow';

/**
 * Issue 15 at the table: on a tablet upright and on a phone the prompt and the panels are a bottom
 * sheet, and the recap comes below the prompt. Handed the device, the player must see that there is
 * a recap to read (it was below the sheet's fold, unseen: QA) — but not in place of what he must do
 * now: scrolled into view by itself, the recap pushed the prompt above the fold (the Administrative
 * Phase's NADC orders, only "End Administrative Phase" left in view: QA round 7). The prompt is in view and says the
 * recap is below; its pointer brings it into view; closed, the prompt is back in sight.
 */
describe('"Since your last turn" in sight at the hand-over', () => {
  for (const [width, height] of [[768, 1024], [390, 844]] as const) {
    it(`at ${width}×${height}: the player taking the device sees his prompt, told the recap is below; the pointer brings it into view, and closing it shows the prompt`, async () => {
      const { browser, page } = await openApp(width, height, true);
      try {
        await startGame(page, 'manual', 'recap-in-sight');
        const prompt = page.getByTestId('prompt');
        // The Allies set up and give Huáscar an NADC: Chile has something to be told.
        await prompt.getByRole('button', { name: 'Historical set-up' }).click();
        await page.getByText(/Every other legal action/).click();
        await prompt.getByRole('button', { name: 'NADC XIII for Huáscar' }).click();
        await prompt.getByRole('button', { name: 'Finish set-up' }).click();
        await takeOverIfAsked(page);
        const recap = page.getByTestId('recap');
        await recap.waitFor();
        await expect.poll(() => inSight(page, page.getByTestId('prompt-heading'))).toBe(true);
        expect(await inSight(page, page.getByTestId('recap-pointer'))).toBe(true);
        await screenshot(page, `recap-in-sight-prompt-${width}x${height}`);
        await page.getByTestId('recap-pointer').click();
        await expect.poll(() => inSight(page, recap)).toBe(true);
        await screenshot(page, `recap-in-sight-${width}x${height}`);
        await recap.getByRole('button', { name: 'Close the recap' }).click();
        await expect.poll(() => inSight(page, page.getByTestId('prompt-heading'))).toBe(true);
      } finally {
        await browser.close();
      }
    });
  }
});
