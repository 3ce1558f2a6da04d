import { useRef, type ReactNode, type RefObject } from 'react';
import { useModalFocus } from '../a11y/useModalFocus';
import './forkDialog.css';

/**
 * A dialog over the replay (who plays on from here, or what playing on sets aside): modal, the focus
 * kept inside it (useModalFocus; `initial` takes it first, else its first control), Escape closes it.
 */
export function ReplayDialog({ testId, title, onClose, initial, children }: { testId: string; title: string; onClose: () => void; initial: RefObject<HTMLButtonElement | null>; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useModalFocus(true, () => box.current, () => initial.current);
  return (
    <div
      ref={box}
      className="fork-dialog"
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="fork-card">
        <h2 id={`${testId}-title`}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
