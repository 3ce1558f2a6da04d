import { memo, useRef } from 'react';
import { useModalFocus } from '../a11y/useModalFocus';
import { useTranslation } from 'react-i18next';
import { touchFirst } from '../i18n/touchFirst';
import { CursorStatus } from './CursorStatus';
import { useKeys } from './keysStore';
import './keys.css';

/** Each shortcut: its keys and the string that says what it does (issue 19). */
const ROWS = [
  ['E', 'endPhase'],
  ['Ctrl/⌘ + Z', 'undo'],
  ['N / Shift + N', 'next'],
  ['C', 'cursor'],
  ['← ↑ → ↓', 'arrows'],
  ['Enter', 'enter'],
  ['↑ ↓', 'choose'],
  ['1 – 9', 'pick'],
  ['P', 'prompt'],
  ['Esc', 'escape'],
  ['Shift + ← ↑ → ↓', 'pan'],
  ['+ / − / 0', 'zoom'],
  ['R', 'rules'],
  ['?', 'help'],
] as const;

/**
 * Each touch gesture and what the map does with it (src/ui/map: a tap is a click, useLongPress shows the
 * place's card, usePanZoom pans and pinches): the list spoke of keys only to a player on a tablet (QA, tablet).
 */
const GESTURES = ['tap', 'hold', 'drag', 'pinch', 'drop'] as const;

/**
 * The "?" button, the overlay listing the shortcuts and the touch gestures (the gestures first on a
 * touch device), and the polite announcement of the cursor's hex (CursorStatus). Memoised: it has no props
 * and follows its own stores, so the map drawn again for a hex picked does not word its table again.
 */
export const ShortcutsHelp = memo(function ShortcutsHelp() {
  const { t } = useTranslation();
  const open = useKeys((s) => s.helpOpen);
  const setHelp = useKeys((s) => s.setHelp);
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  // Focus on its Close button, Tab kept inside, and back to what had it once closed (Esc too: QA round 8).
  useModalFocus(open, () => dialogRef.current, () => closeRef.current);
  const keyList = (
    <section aria-labelledby="keys-keys-title">
      <h3 id="keys-keys-title">{t('keys.keysTitle')}</h3>
      <table>
        <thead>
          <tr><th scope="col">{t('keys.keyHeader')}</th><th scope="col">{t('keys.doesHeader')}</th></tr>
        </thead>
        <tbody>
          {ROWS.map(([keys, what]) => (
            <tr key={what}><td><kbd>{keys}</kbd></td><td>{t(`keys.${what}`)}</td></tr>
          ))}
        </tbody>
      </table>
      <p className="keys-note">{t('keys.note')}</p>
    </section>
  );
  const touchList = (
    <section aria-labelledby="keys-touch-title" data-testid="touch-help">
      <h3 id="keys-touch-title">{t('keys.touch.title')}</h3>
      <table>
        <thead>
          <tr><th scope="col">{t('keys.touch.gestureHeader')}</th><th scope="col">{t('keys.doesHeader')}</th></tr>
        </thead>
        <tbody>
          {GESTURES.map((g) => (
            <tr key={g}><td>{t(`keys.touch.${g}`)}</td><td>{t(`keys.touch.${g}Does`)}</td></tr>
          ))}
        </tbody>
      </table>
    </section>
  );
  return (
    <>
      <button type="button" className="keys-open" onClick={() => setHelp(!open)} aria-label={t('keys.open')} title={t('keys.open')} aria-expanded={open}>?</button>
      <CursorStatus />
      {open && (
        <div className="keys-backdrop" onClick={() => setHelp(false)}>
          <div ref={dialogRef} className="keys-dialog" role="dialog" aria-modal="true" aria-labelledby="keys-title" data-testid="shortcuts-help" onClick={(e) => e.stopPropagation()}>
            <h2 id="keys-title">{t('keys.title')}</h2>
            {touchFirst() ? <>{touchList}{keyList}</> : <>{keyList}{touchList}</>}
            <button type="button" ref={closeRef} onClick={() => setHelp(false)}>{t('keys.close')}</button>
          </div>
        </div>
      )}
    </>
  );
});
