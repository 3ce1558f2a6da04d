import type { Locator, Page } from 'playwright-core';

/**
 * Whether an element lies wholly inside the window and, when it is in the side panel (or its bottom
 * sheet), inside the panel's scrolled view: what a player sees without scrolling.
 */
export async function inSight(page: Page, target: Locator): Promise<boolean> {
  const handle = await target.elementHandle();
  if (!handle) return false;
  return page.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const panel = el.closest('.side-panel')?.getBoundingClientRect();
    const top = Math.max(0, panel?.top ?? 0);
    const bottom = Math.min(window.innerHeight, panel?.bottom ?? window.innerHeight);
    return r.height > 0 && r.top >= top - 0.5 && r.bottom <= bottom + 0.5;
  }, handle);
}
