import { useEffect } from 'react';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls of `container` that Tab stops at, in order: those laid out (none is, in a test's DOM without layout: then all). */
export function focusables(container: HTMLElement): HTMLElement[] {
  const all = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.closest('[hidden]') === null);
  const laidOut = all.filter((el) => el.getClientRects().length > 0);
  return laidOut.length > 0 ? laidOut : all;
}

/**
 * A modal dialog's keyboard focus (WCAG 2.4.3): while `open`, the dialog that `dialog()` finds (a
 * function, so that a dialog drawn later — a lazy one — is found when it is there) takes the focus
 * (`initial()`'s element, else its first control) unless it holds it already; Tab and Shift+Tab go round
 * its controls and never behind it; closed, the focus goes back to what had it before (if it is still
 * in the page). The shortcuts list let Tab out at once, and the rules reference opened by R left the
 * focus on the map, 83 of 150 Tabs landing behind it (QA round 8).
 */
export function useModalFocus(open: boolean, dialog: () => HTMLElement | null, initial?: () => HTMLElement | null): void {
  useEffect(() => {
    if (!open) return;
    // What had the focus: a control, or the map (an SVG element: it was not given it back, QA round 8).
    const had = document.activeElement;
    const opener = (had instanceof HTMLElement || had instanceof SVGElement) && had !== document.body ? had : null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    const enter = () => {
      const box = dialog();
      // A lazy dialog (the rules reference) is drawn once its code has come: looked for again a while.
      if (!box) {
        if (++tries < 40) timer = setTimeout(enter, 50);
        return;
      }
      if (box.contains(document.activeElement)) return;
      (initial?.() ?? focusables(box)[0] ?? box).focus({ preventScroll: true });
    };
    // Once the dialog is drawn (this effect runs after the render that opens it).
    timer = setTimeout(enter, 0);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return;
      const box = dialog();
      if (!box) return;
      const list = focusables(box);
      if (list.length === 0) return;
      const at = list.indexOf(document.activeElement as HTMLElement);
      const next = !box.contains(document.activeElement) || at < 0 ? (e.shiftKey ? list.length - 1 : 0) : e.shiftKey ? (at === 0 ? list.length - 1 : null) : at === list.length - 1 ? 0 : null;
      if (next === null) return; // inside, not at an end: the browser's own Tab
      e.preventDefault();
      list[next]!.focus();
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('keydown', onKey, true);
      if (opener) setTimeout(() => opener.isConnected && opener.focus({ preventScroll: true }), 0);
    };
    // The dialog and its first control are read when needed; the effect follows `open` only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}
