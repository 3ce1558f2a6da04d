import type { Page } from 'playwright-core';
import { takeOverIfAsked } from './flow';

/**
 * 3.1 / 4.2: a game started with the historical set-up asks each side for its turn-1 NADCs before it
 * finishes (the Allies, then Chile after the hand-over). This finishes both set-ups with no NADC given
 * (a bot side finishes its own), until Chile's Administrative Phase of turn 1. `words`: the finish
 * button and the phase's name in the interface's language.
 */
export async function finishHistoricalSetUp(page: Page, words = { finish: 'Finish set-up', done: 'Administrative Phase' }): Promise<void> {
  const prompt = page.getByTestId('prompt');
  const finish = prompt.getByRole('button', { name: words.finish });
  for (let tries = 0; tries < 300; tries++) {
    if (await takeOverIfAsked(page)) continue;
    // The prompt is not drawn while the hand-over cover (or a bot's turn) is up: look without waiting.
    if ((await prompt.count()) > 0 && (await prompt.innerText({ timeout: 1000 }).catch(() => '')).includes(words.done)) return;
    if ((await finish.count()) > 0) await finish.click();
    else await page.waitForTimeout(100);
  }
  throw new Error('the historical set-up did not finish');
}
