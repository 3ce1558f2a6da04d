import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** The player's "reduce motion" setting, where the browser can tell (old browsers cannot: no). */
const media = (): MediaQueryList | null => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(changed: () => void): () => void {
  const m = media();
  m?.addEventListener?.('change', changed);
  return () => m?.removeEventListener?.('change', changed);
}

/** Whether the player asked for reduced motion (prefers-reduced-motion: reduce); followed live. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}
