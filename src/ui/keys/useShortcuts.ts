import { useEffect, useRef } from 'react';
import { getMap, type Action } from '../../engine';
import { choiceEntries, likeness, type ChoiceEntry } from '../play/choiceEntries';
import { botToAct, handoverDue, mayAct } from '../play/seat';
import { takeEntry } from '../play/takeEntry';
import type { HexActions } from '../play/useHexActions';
import { canUndo, legalActionsOf, sideToAct, useGameStore, viewOf } from '../store';
import { actingHexes, cycle, moveCursor } from './cursor';
import { nadcSelection } from '../naval/nadcSelection';
import { highlighted, useKeys } from './keysStore';

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/** Inputs the player does not type in: a key there is a shortcut (the log's filter boxes kept "?" from working: QA round 5). */
const NOT_TYPED = new Set(['checkbox', 'button', 'submit', 'reset', 'color', 'file']);

/** The key goes to a field the player is typing in (a text input, a select, a text area, an editable element). */
export function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return !NOT_TYPED.has(target.type);
  return ['SELECT', 'TEXTAREA'].includes(target.tagName);
}

/** Enter on a focused control is the control's own (a button presses itself; on a checkbox it acts on no hex). */
function ownsEnter(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('button, input, a[href], summary, [role="button"], [role="menuitem"]') !== null;
}

/** The map takes the keyboard's focus (the cursor's keys and Enter are its own from there). */
function focusMap(): void {
  document.querySelector<HTMLElement>('.map-svg')?.focus({ preventScroll: true });
}

/** The prompt's first answer (a button, not a citation or the recap pointer), else its heading, takes the focus; false if there is no prompt. */
export function focusPrompt(): boolean {
  const prompt = document.querySelector<HTMLElement>('[data-testid="prompt"]');
  // An answer: not a rule citation, the pointer to the recap nor a link-like helper ("Show the way on the
  // map"), which come first in many prompts (QA rounds 17–18).
  const target = prompt?.querySelector<HTMLElement>('button:not(.rule-link):not(.recap-pointer-button):not(.log-link)') ?? prompt?.querySelector<HTMLElement>('[data-testid="prompt-heading"]');
  if (!target) return false;
  target.focus();
  return true;
}

type Store = ReturnType<typeof useGameStore.getState>;

/** 4.1 I / 4.2: ships picked for an NADC (a stack, a ship of it, the Holding Box), as the prompt names them. */
function nadcPicked(s: Store): boolean {
  if (!mayAct(s) || botToAct(s) !== null) return false;
  const side = sideToAct(s.game);
  return side !== null && nadcSelection(viewOf(s.game, side), legalActionsOf(s.game), s.selectedHex, s.openPlace, s.selectedPiece, s.nadcPick) !== null;
}

/** The NADC's pick dropped: no hex, ship or Holding Box picked (the naval areas go dark, the prompt names no fleet). */
function dropNadcPick(s: Store): void {
  s.select(null);
  s.selectPiece(null);
  s.pickShips(null);
  if (s.openPlace === 'holdingBox') s.showPlace(null);
}

/** The action, if it is in the engine's legal list (a shortcut sends nothing else). */
function legalOne(legal: readonly Action[], a: Action | undefined): Action | null {
  if (!a) return null;
  if (legal.includes(a)) return a;
  const json = JSON.stringify(a);
  return legal.find((l) => JSON.stringify(l) === json) ?? null;
}

/**
 * The keyboard (issue 19): E ends the phase (or the land move in progress), Ctrl/Cmd+Z undoes, N and
 * Shift+N cycle the hex cursor through the hexes where the player can act, C shows or hides the cursor,
 * the arrows move it (the map pans on Shift+arrows or when there is no cursor), Enter acts on its hex
 * exactly as a click (`onPlaceClick`, the map's handler) or confirms the highlighted choice, 1–9 pick a
 * choice (a "which?" menu's, else the prompt's numbered answer), P goes to the prompt's answers, R opens the rules, ? the list of shortcuts, Escape cancels. Actions come only from the legal
 * list, and only when the player at the screen may act: never behind the hand-over cover or for a bot.
 * Keys typed into a field, or pressed while the rules reference is open, are left alone.
 */
export function useShortcuts(onPlaceClick: (place: string) => void, actions: HexActions): void {
  const click = useRef(onPlaceClick);
  click.current = onPlaceClick;
  const hexActions = useRef(actions);
  hexActions.current = actions;

  useEffect(() => {
    // A new choice menu starts highlighted on its first answer.
    const unsubscribe = useGameStore.subscribe((s, prev) => {
      if (s.choice !== prev.choice) useKeys.getState().setHighlight(0);
    });
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || typingIn(e.target)) return;
      const s = useGameStore.getState();
      const k = useKeys.getState();
      if (handoverDue(s) || s.rules) return; // behind the cover, or under the rules reference (its own keys)
      const may = mayAct(s) && botToAct(s) === null;
      const legal = may ? legalActionsOf(s.game) : [];
      const send = (a: Action | undefined) => {
        const ok = legalOne(legal, a);
        if (!ok) return false;
        s.dispatch(ok);
        return true;
      };
      const done = () => e.preventDefault();
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key;

      if (mod) {
        if ((key === 'z' || key === 'Z') && !e.shiftKey && may && canUndo(s)) {
          done();
          s.undo();
        }
        return;
      }
      if (key === '?') {
        done();
        k.setHelp(!k.helpOpen);
        return;
      }
      if (key === 'Escape') {
        if (k.helpOpen) k.setHelp(false);
        else if (s.choice) s.offerChoice(null);
        else if (nadcPicked(s)) dropNadcPick(s); // 4.1 I / 4.2: the stack picked for an NADC is let go (it stayed: QA round 19)
        else if (s.selectedPiece && s.game.phase === 'setup') s.selectPiece(null); // 3.1: the piece picked is put back
        else if (k.cursor) k.setCursor(null);
        else if (s.openPlace) s.showPlace(null); // a stack, a turn box or a pool opened (it stayed: QA round 8)
        else return;
        done();
        return;
      }
      if (k.helpOpen) return;
      const choice = may ? s.choice : null;
      // The choice's buttons as ChoiceMenu draws them (7.1: what goes aboard first, then the transport).
      const entries = choice ? choiceEntries(choice.actions, likeness(s.game), choice.place) : [];
      const hi = choice ? highlighted(k.highlight, entries.length) : -1;
      const take = (entry: ChoiceEntry | undefined): boolean => {
        if (!entry || !choice) return false;
        if (entry.kind === 'action') return send(entry.action);
        takeEntry(choice.place, entry); // what goes aboard (7.1), or a set-up piece picked (3.1): nothing sent
        return true;
      };

      if (choice && ARROWS.has(key) && !e.shiftKey) {
        done();
        const n = entries.length;
        const back = key === 'ArrowUp' || key === 'ArrowLeft';
        k.setHighlight((hi + (back ? n - 1 : 1)) % n);
        return;
      }
      if (choice && /^[1-9]$/.test(key)) {
        if (take(entries[Number(key) - 1])) done();
        return;
      }
      // No "which?" menu open: the prompt's answer with that number (PhasePanel draws it: QA round 19).
      if (may && /^[1-9]$/.test(key)) {
        const answer = document.querySelector<HTMLButtonElement>(`[data-testid="prompt"] button[data-prompt-key="${key}"]`);
        if (answer && !answer.disabled) {
          done();
          answer.click();
        }
        return;
      }
      if (key === 'Enter') {
        if (ownsEnter(e.target)) return;
        if (choice) {
          done();
          take(entries[hi]);
        } else if (k.cursor) {
          done();
          click.current(k.cursor);
        }
        return;
      }
      if (ARROWS.has(key)) {
        if (!k.cursor || e.shiftKey) return; // the map pans (MapView)
        done();
        k.setCursor(moveCursor(k.cursor, key, getMap(s.game.options).extent));
        return;
      }
      switch (key.toLowerCase()) {
        case 'e': {
          // 8.2: a land move in progress ends with stopMove (E did nothing during one: QA round 8).
          const end = legal.find((a) => a.type === 'endPhase') ?? legal.find((a) => a.type === 'endMove') ?? legal.find((a) => a.type === 'stopMove');
          if (send(end)) done();
          return;
        }
        case 'n': {
          const side = sideToAct(s.game);
          const view = may && side ? viewOf(s.game, side) : null;
          const next = cycle(actingHexes(hexActions.current, legal, view), k.cursor, e.shiftKey);
          if (next) {
            done();
            k.setCursor(next);
            focusMap(); // Enter then acts on the cursor's hex, not on the button that had the focus (QA round 8)
          }
          return;
        }
        case 'c': {
          done();
          if (k.cursor) k.setCursor(null);
          else {
            const first = actingHexes(hexActions.current, legal, null)[0];
            k.setCursor(s.selectedHex ?? first ?? '2008'); // else Callao's neighbourhood
            focusMap();
          }
          return;
        }
        case 'p': {
          // The prompt's first answer (or its heading), 18–33 Tabs away from the map (QA round 8).
          if (focusPrompt()) done();
          return;
        }
        case 'r':
          done();
          s.openRules();
          return;
        default:
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      unsubscribe();
    };
  }, []);
}
