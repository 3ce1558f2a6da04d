import { useSyncExternalStore } from 'react';

/**
 * The screen the game is laid out for (issue 19), by the same media queries as styles.css:
 *  - `wide`: 1100 px and wider — the side panel at the right, every panel shown;
 *  - `side`: narrower and landscape (a tablet held flat, 1024×768) — the side panel at the right, the
 *    secondary panels collapsed behind "Show panels";
 *  - `sheet`: narrower and portrait (a tablet upright, 768×1024, or a phone, 390×844) — the prompt and
 *    panels in a bottom sheet under the map, opened and closed by the same button.
 */
export type Viewport = 'wide' | 'side' | 'sheet';

export const NARROW_QUERY = '(max-width: 1099px)';
export const PORTRAIT_QUERY = '(max-width: 1099px) and (orientation: portrait)';

function current(): Viewport {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'wide';
  if (window.matchMedia(PORTRAIT_QUERY).matches) return 'sheet';
  if (window.matchMedia(NARROW_QUERY).matches) return 'side';
  return 'wide';
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const lists = [window.matchMedia(NARROW_QUERY), window.matchMedia(PORTRAIT_QUERY)];
  for (const l of lists) l.addEventListener('change', onChange);
  return () => {
    for (const l of lists) l.removeEventListener('change', onChange);
  };
}

/** The current layout, re-rendering when the window is resized or the tablet turned. */
export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, current, () => 'wide');
}
