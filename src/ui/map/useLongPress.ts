import { useRef, type MouseEvent, type PointerEvent } from 'react';

/** How long a finger must rest on a place before its card shows (touch screens have no hover). */
export const LONG_PRESS_MS = 500;
/** A finger that moves further than this (px) is panning, not pressing. */
const SLOP = 10;

/** The map place under a pointer: a hex, a stack's hex or the Holding Box. */
export function placeAt(target: EventTarget | null): string | null {
  const el = target instanceof Element ? target.closest('[data-hex],[data-stack],[data-place]') : null;
  if (!el) return null;
  return el.getAttribute('data-hex') ?? el.getAttribute('data-stack') ?? el.getAttribute('data-place');
}

/**
 * A long press (touch or pen) on a map place shows its card, as a hover does with a mouse; the click
 * that may follow the press is swallowed so the press does not also act. Handlers for the map's SVG
 * (event delegation: the memoised layers need no handler of their own).
 */
export function useLongPress(show: (place: string) => void) {
  const press = useRef<{ timer: ReturnType<typeof setTimeout>; x: number; y: number } | null>(null);
  const fired = useRef(false);
  const cancel = () => {
    if (press.current) clearTimeout(press.current.timer);
    press.current = null;
  };
  return {
    onPointerDown: (e: PointerEvent) => {
      cancel();
      fired.current = false;
      if (e.pointerType === 'mouse') return;
      const place = placeAt(e.target);
      if (!place) return;
      const timer = setTimeout(() => {
        press.current = null;
        fired.current = true;
        show(place);
      }, LONG_PRESS_MS);
      press.current = { timer, x: e.clientX, y: e.clientY };
    },
    onPointerMove: (e: PointerEvent) => {
      const p = press.current;
      if (p && Math.hypot(e.clientX - p.x, e.clientY - p.y) > SLOP) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onClickCapture: (e: MouseEvent) => {
      if (!fired.current) return;
      fired.current = false;
      e.stopPropagation();
      e.preventDefault();
    },
    onContextMenu: (e: MouseEvent) => {
      if (fired.current || press.current) e.preventDefault();
    },
  };
}
