import { useEffect, useRef } from 'react';

/**
 * Whether the whole of `el` is inside its scrolling side panel's view (below the panel's sticky toggle
 * on a tablet or a phone) — or, in a window with no such panel, inside the window.
 */
export function wholeInView(el: HTMLElement): boolean {
  const r = el.getBoundingClientRect();
  if (r.height === 0) return false; // not laid out (the component tests' DOM): as good as out of sight
  const panel = el.closest('.side-panel');
  const view = panel?.getBoundingClientRect() ?? { top: 0, bottom: window.innerHeight };
  const toggle = panel?.querySelector(':scope > .panels-toggle');
  const top = view.top + (toggle instanceof HTMLElement && getComputedStyle(toggle).position === 'sticky' ? toggle.getBoundingClientRect().height : 0);
  return r.top >= top - 0.5 && r.bottom <= Math.min(view.bottom, window.innerHeight) + 0.5;
}

/**
 * At the table, the prompt must be in sight when a player has something new to do. The side panel
 * keeps its scroll: a player who scrolled down to a phase's last button, or to the log to read a bot's
 * dice, would find the next prompt above the fold (seen at 1024×768 after ending the Consume Supply
 * Columns Phase). When `moment` changes while `active` (a new phase, decision or player to act, and
 * this player may act) — including the first prompt after a bot's turn — the prompt is brought into
 * view: nothing moves if it is wholly in sight already; else its heading goes to the top of the view,
 * the question and its answers below it (QA round 7: 'nearest' brought the heading in at the bottom
 * edge, the question and its buttons still below the fold). Not while a bot plays, so that a player
 * reading the log is not pulled up at each of its phases; not for the screen's first prompt, which is
 * where the panel opens — unless it is a decision the player is `asked` (a pending question). `ref` is
 * the heading; the prompt is its `.prompt` section.
 */
export function usePromptInView<E extends HTMLElement>(moment: string, active: boolean, asked = false) {
  const ref = useRef<E>(null);
  const shown = useRef<string | null>(null);
  const mounted = useRef(false);
  const askedNow = useRef(asked);
  askedNow.current = asked;
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      if (active) shown.current = moment;
      // A question the player must answer as the screen opens — the board drawn for him after the
      // hand-over — is brought into view all the same: on a tablet upright the turn's lines above it
      // left its last answer, "Intercept … — succeeds 4 in 6", below the sheet's fold (QA round 7).
      if (!active || !askedNow.current) return;
    } else {
      if (!active || shown.current === moment) return;
      shown.current = moment;
    }
    const heading = ref.current;
    if (!heading) return;
    const prompt = heading.closest<HTMLElement>('.prompt') ?? heading;
    if (wholeInView(prompt)) return;
    // styles.css gives the heading a scroll margin the height of the sticky "Show panels" toggle.
    heading.scrollIntoView?.({ block: 'start' });
  }, [moment, active]);
  return ref;
}
