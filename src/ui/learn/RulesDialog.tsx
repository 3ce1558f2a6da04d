import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalFocus } from '../a11y/useModalFocus';
import { touchFirst } from '../i18n/touchFirst';
import { useGameStore } from '../store';

// The rules text is loaded only when asked for (it stays out of the initial JavaScript).
const RulesReference = lazy(() => import('../../rulesRef/RulesReference'));

/**
 * The rules reference, in the interface language, opened at the case the player clicked. Closed, the
 * focus goes back to what opened it (a rule link, the header's button): with Escape it fell to the
 * page's body, and a keyboard player started again from the top (QA round 6).
 */
export function RulesDialog() {
  const { i18n } = useTranslation();
  const rules = useGameStore((s) => s.rules);
  const closeRules = useGameStore((s) => s.closeRules);
  /** What had the focus when the rules opened. */
  const opener = useRef<HTMLElement | SVGElement | null>(null);
  // Heard as the store changes (a click's handler opens it, before anything inside the dialog takes the focus).
  useEffect(
    () =>
      useGameStore.subscribe((s, prev) => {
        if (s.rules && !prev.rules) {
          // A control, or the map (an SVG element, when R opened the rules from it).
          const had = document.activeElement;
          opener.current = (had instanceof HTMLElement || had instanceof SVGElement) && had !== document.body ? had : null;
        }
        else if (!s.rules && prev.rules) {
          const back = opener.current;
          opener.current = null;
          // Once the dialog has gone (its focused field with it).
          if (back) setTimeout(() => back.isConnected && back.focus(), 0);
        }
      }),
    [],
  );
  // Opened by R or the header's button the focus stayed on the map, and Tab went behind the reference
  // (QA round 8): it takes the focus (the search field; a cited case takes it from there), and keeps it.
  // On a touch device the dialog itself takes it, named by its heading for a screen reader: a focused
  // search field raised the on-screen keyboard over half a tablet's screen (QA, tablet).
  useModalFocus(
    rules !== null,
    () => document.querySelector<HTMLElement>('.rules-ref'),
    () => document.querySelector<HTMLElement>(touchFirst() ? '.rules-ref' : '.rules-ref input[type="search"]'),
  );
  if (!rules) return null;
  return (
    <Suspense fallback={null}>
      <RulesReference lang={i18n.language === 'es' ? 'es' : 'en'} caseId={rules.caseId ?? undefined} onClose={closeRules} />
    </Suspense>
  );
}
