import { useEffect } from 'react';
import { useGameStore } from '../store';

/** How far (px) the pointer must move from where it stood after a hand-over for hovers to count again. */
const WAKE_DISTANCE = 3;

/**
 * After a hand-over the map ignores hovers until the pointer really moves or taps (the store's
 * hoverQuiet): the browser's own hover where the cover's button was tapped opened a hex card by itself
 * (table QA round 4). The moves a browser makes up when the page changes under a still pointer stay at
 * the same spot, so they do not count; the first move seen sets the spot.
 */
export function useHoverWake(): void {
  useEffect(() => {
    let still: { x: number; y: number } | null = null;
    const unsubscribe = useGameStore.subscribe((s, prev) => {
      if (s.hoverQuiet && !prev.hoverQuiet) still = null;
    });
    const moved = (e: PointerEvent) => {
      if (!useGameStore.getState().hoverQuiet) return;
      if (e.type === 'pointermove' && (still === null || Math.hypot(e.clientX - still.x, e.clientY - still.y) < WAKE_DISTANCE)) {
        still ??= { x: e.clientX, y: e.clientY };
        return;
      }
      useGameStore.getState().wakeHover();
    };
    window.addEventListener('pointermove', moved, { passive: true });
    window.addEventListener('pointerdown', moved, { passive: true });
    return () => {
      unsubscribe();
      window.removeEventListener('pointermove', moved);
      window.removeEventListener('pointerdown', moved);
    };
  }, []);
}
