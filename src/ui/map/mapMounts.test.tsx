import 'fake-indexeddb/auto';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useGameStore } from '../store';
import { MapView } from './MapView';

/**
 * In hot seat the board is mounted anew at every hand-over (nothing of it is rendered under the cover).
 * What depends only on the printed map — the hexes' shapes, the default view's rectangles (24–36 ms to
 * work out) — is worked out once a page, not once a mount: in Chromium a warm mount went from 264 ms to
 * 216 ms by median (16 mounts each, docs/benchmarks.md). The rectangles' function is counted through a
 * wrapper around the real one.
 */
const calls = vi.hoisted(() => ({ theatre: 0 }));

vi.mock('./fitBounds', async (original) => {
  const real = await original<typeof import('./fitBounds')>();
  return {
    ...real,
    theatreRects: (...args: Parameters<typeof real.theatreRects>) => {
      calls.theatre++;
      return real.theatreRects(...args);
    },
  };
});

describe('the board mounted again (a hot-seat hand-over)', () => {
  it('works out the default view\'s rectangles once for the printed map, and draws the same map each time', () => {
    useGameStore.getState().startGame({ seed: 'mounts', setup: 'historical' });
    const first = render(<MapView />);
    const hexes = first.container.querySelectorAll('[data-hex]').length;
    const transform = first.container.querySelector('.map-svg g')?.getAttribute('transform');
    first.unmount();
    for (let i = 0; i < 3; i++) {
      const again = render(<MapView />);
      expect(again.container.querySelectorAll('[data-hex]').length).toBe(hexes);
      expect(again.container.querySelector('.map-svg g')?.getAttribute('transform')).toBe(transform);
      again.unmount();
    }
    expect(hexes).toBeGreaterThan(800);
    expect(calls.theatre).toBe(1);
  });

  it('draws the printed terrain as one path a terrain and each clickable hex as one bare polygon (the elements a hand-over mounts)', () => {
    useGameStore.getState().startGame({ seed: 'mounts', setup: 'historical' });
    const { container, unmount } = render(<MapView />);
    const grid = container.querySelectorAll('.hex-grid polygon[data-hex]');
    expect(grid.length).toBeGreaterThan(800);
    // No <title> (or anything else) inside a clickable hex: 899 elements more at every mount.
    expect(container.querySelectorAll('.hex-grid polygon *')).toHaveLength(0);
    // The terrain: 7 paths and their patterns, not a polygon a hex.
    expect(container.querySelectorAll('[data-layer="terrain"] polygon')).toHaveLength(0);
    expect(container.querySelectorAll('[data-layer="terrain"] path[data-terrain]').length).toBeLessThanOrEqual(7);
    // The whole printed map and grid: about 1,500 elements (3,300 before, docs/benchmarks.md).
    expect(container.querySelectorAll('.printed-map *, .hex-grid *').length).toBeLessThan(1600);
    unmount();
  });
});
