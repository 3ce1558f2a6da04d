import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { getMap } from '../../src/engine/map/getMap';

const map = getMap();

/** The sea hexes of a naval area, nearest its middle first. */
export function areaHexes(area: string): string[] {
  const ids = Object.keys(map.hexes).filter((id) => map.hexes[id]!.terrain === 'sea' && map.hexes[id]!.seaArea === area);
  const xy = (h: string) => [Number(h.slice(0, 2)), Number(h.slice(2))] as const;
  const cx = ids.reduce((t, id) => t + xy(id)[0], 0) / ids.length;
  const cy = ids.reduce((t, id) => t + xy(id)[1], 0) / ids.length;
  const d = (h: string) => (xy(h)[0] - cx) ** 2 + (xy(h)[1] - cy) ** 2;
  return ids.sort((a, b) => d(a) - d(b) || a.localeCompare(b));
}

/**
 * A real mouse click (no forcing) on the first of `hexes` that is on screen and where `expected` is what
 * the browser finds under the pointer — what a player would click. The hex's middle first, then points
 * around it (beside a counter or town name drawn there); if none is found, zoom out as a player would.
 */
export async function clickWhere(page: Page, hexes: readonly string[], expected: { attr: string; value?: string }, zoomsOut = 3): Promise<string> {
  const point = await page.evaluate(
    ({ hexes, attr, value }) => {
      for (const hex of hexes) {
        const el = document.querySelector(`[data-hex="${hex}"]`);
        if (!el) continue;
        const r = el.getBoundingClientRect();
        for (const [fx, fy] of [[0.5, 0.5], [0.5, 0.2], [0.5, 0.8], [0.25, 0.5], [0.75, 0.5], [0.3, 0.3], [0.7, 0.3], [0.3, 0.7], [0.7, 0.7]] as const) {
          const x = r.left + r.width * fx;
          const y = r.top + r.height * fy;
          const hit = document.elementFromPoint(x, y);
          if (hit?.getAttribute(attr) === (value ?? hex)) return { x, y, hex };
        }
      }
      return null;
    },
    { hexes: [...hexes], attr: expected.attr, value: expected.value },
  );
  if (!point && zoomsOut > 0) {
    await page.getByRole('button', { name: 'Zoom out' }).click();
    return clickWhere(page, hexes, expected, zoomsOut - 1);
  }
  expect(point, `none of ${hexes.join(',')} can be clicked`).not.toBeNull();
  await page.mouse.click(point!.x, point!.y);
  return point!.hex;
}

/** A click on a naval area's shape (data-area), on one of its sea hexes. */
export const clickArea = (page: Page, area: string): Promise<string> => clickWhere(page, areaHexes(area), { attr: 'data-area', value: area });

/** A click on one of these hexes where the hex itself (data-hex) is under the pointer. */
export const clickHex = (page: Page, hexes: readonly string[]): Promise<string> => clickWhere(page, hexes, { attr: 'data-hex' });
