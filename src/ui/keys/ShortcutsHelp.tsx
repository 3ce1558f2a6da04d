import { useRef } from 'react';
import { useModalFocus } from '../a11y/useModalFocus';
import { useTranslation } from 'react-i18next';
import { hexName } from '../describe';
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

/** The "?" button, the overlay listing the shortcuts, and a polite announcement of where the cursor is. */
export function ShortcutsHelp() {
  const { t } = useTranslation();
  const open = useKeys((s) => s.helpOpen);
  const setHelp = useKeys((s) => s.setHelp);
  const cursor = useKeys((s) => s.cursor);
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  // Focus on its Close button, Tab kept inside, and back to what had it once closed (Esc too: QA round 8).
  useModalFocus(open, () => dialogRef.current, () => closeRef.current);
  return (
    <>
      <button type="button" className="keys-open" onClick={() => setHelp(!open)} aria-label={t('keys.open')} title={t('keys.open')} aria-expanded={open}>?</button>
      <p className="keys-sr-only" aria-live="polite" data-testid="cursor-status">{cursor ? t('keys.cursorAt', { place: hexName(cursor) }) : ''}</p>
      {open && (
        <div className="keys-backdrop" onClick={() => setHelp(false)}>
          <div ref={dialogRef} className="keys-dialog" role="dialog" aria-modal="true" aria-labelledby="keys-title" data-testid="shortcuts-help" onClick={(e) => e.stopPropagation()}>
            <h2 id="keys-title">{t('keys.title')}</h2>
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
            <button type="button" ref={closeRef} onClick={() => setHelp(false)}>{t('keys.close')}</button>
          </div>
        </div>
      )}
    </>
  );
}
