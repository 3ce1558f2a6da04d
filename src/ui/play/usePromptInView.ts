import { useEffect, useRef } from 'react';

/**
 * At the table, the prompt must be in sight when a player has something new to do. The side panel
 * keeps its scroll: a player who scrolled down to a phase's last button, or to the log to read a bot's
 * dice, would find the next prompt above the fold (seen at 1024×768 after ending the Consume Supply
 * Columns Phase). When `moment` changes while `active` (a new phase, decision or player to act, and
 * this player may act) — including the first prompt after a bot's turn — the element is scrolled just
 * into view ('nearest': nothing moves if it is in sight already). Not while a bot plays, so that a
 * player reading the log is not pulled up at each of its phases; not for the screen's first prompt,
 * which is where the panel opens.
 */
export function usePromptInView<E extends HTMLElement>(moment: string, active: boolean) {
  const ref = useRef<E>(null);
  const shown = useRef<string | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      if (active) shown.current = moment;
      return;
    }
    if (!active || shown.current === moment) return;
    shown.current = moment;
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [moment, active]);
  return ref;
}
