import { useEffect } from 'react';
import { placeAt } from '../map/useLongPress';
import { useGameStore } from '../store';

/** How far (px) the pointer must move from where it rested for hovers to count again. */
const WAKE_DISTANCE = 3;

/**
 * After a hand-over or as a game begins, the map ignores hovers until the pointer really moves or taps
 * (the store's hoverQuiet): the browser's own hover where the cover's button (or "Start") was clicked
 * opened a hex card by itself (table QA rounds 4 and 5). The pointer's last position is followed all
 * along; the moves a browser makes up when the page changes under a still pointer stay there, so they do
 * not count. The place entered meanwhile is shown once it moves (the store's hoverHeld).
 */
export function useHoverWake(): void {
  useEffect(() => {
    let last: { x: number; y: number } | null = null;
    const moved = (e: PointerEvent) => {
      // A move with a button held is a drag of the map, not the pointer moving on to look (usePanZoom quiets the hovers through it).
      if (e.type === 'pointermove' && e.buttons !== 0) return;
      const here = { x: e.clientX, y: e.clientY };
      const far = last === null || Math.hypot(here.x - last.x, here.y - last.y) >= WAKE_DISTANCE;
      if (e.type === 'pointerdown' || far) {
        last = here;
        const s = useGameStore.getState();
        if (!s.hoverQuiet) return;
        // A press is where the pointer is now: the place held back is the one under it, if any. A tap on
        // a prompt's button (off the map) woke the card of the hex under the cover's button, tapped long
        // before (QA round 7: "Hex 2615" opened over the battle as "Intercept" was tapped on a phone).
        if (e.type === 'pointerdown') s.hover(placeAt(e.target));
        s.wakeHover();
      }
    };
    window.addEventListener('pointermove', moved, { passive: true, capture: true });
    window.addEventListener('pointerdown', moved, { passive: true, capture: true });
    return () => {
      window.removeEventListener('pointermove', moved, { capture: true });
      window.removeEventListener('pointerdown', moved, { capture: true });
    };
  }, []);
}
