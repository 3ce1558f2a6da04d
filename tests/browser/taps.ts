import type { Page } from 'playwright-core';

/** One tap the player made: the screen it was made on (the nearest named panel or cover) and the button's words. */
export interface Tap {
  readonly screen: string;
  readonly button: string;
}

declare global {
  interface Window {
    __taps?: Tap[];
  }
}

/**
 * Counts the player's taps from now on: every click the page receives (a real one: `isTrusted`), named
 * by the panel or cover it landed on (the nearest `data-testid` among handover, roll-before-handover,
 * interception-panel, fire-picker, set-aside, prompt) and the button's words. The count survives the
 * covers coming and going (the listener is on the document).
 */
export async function countTaps(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__taps = [];
    if ((window as { __tapsListening?: boolean }).__tapsListening) return;
    (window as { __tapsListening?: boolean }).__tapsListening = true;
    const screens = ['handover', 'roll-before-handover', 'interception-panel', 'fire-picker', 'set-aside', 'prompt'];
    document.addEventListener(
      'click',
      (e) => {
        if (!e.isTrusted || !window.__taps) return;
        const target = e.target instanceof Element ? e.target : null;
        const on = target?.closest(screens.map((s) => `[data-testid="${s}"]`).join(', '));
        const button = target?.closest('button');
        window.__taps.push({ screen: on?.getAttribute('data-testid') ?? 'board', button: (button?.textContent ?? target?.tagName ?? '').trim() });
      },
      true,
    );
  });
}

/** The taps counted since countTaps. */
export const tapsSoFar = (page: Page): Promise<Tap[]> => page.evaluate(() => window.__taps ?? []);
