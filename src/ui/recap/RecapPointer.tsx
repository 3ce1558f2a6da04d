import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecap } from './useRecap';
import { useRecapStore } from './recapStore';
import { useRecapTitle } from './useRecapTitle';

/**
 * In the prompt, one line that says the recap is there, below, and brings it into view: it no longer
 * scrolls itself into view over the question the player must answer (QA round 7), and on a tablet or a
 * phone it is below the bottom sheet's fold. Not for a player turn reopened from the turn track, which
 * the player asked for and which comes into view by itself.
 */
export function RecapPointer() {
  const { t } = useTranslation();
  const items = useRecap();
  const kind = useRecapStore((s) => s.span?.kind);
  const title = useRecapTitle();
  if (kind !== 'since' || !items || items.length === 0 || title === null) return null;
  const show = (e: MouseEvent<HTMLButtonElement>) => {
    const recap = e.currentTarget.closest('.side-panel')?.querySelector('[data-testid="recap"]') ?? document.querySelector('[data-testid="recap"]');
    recap?.scrollIntoView?.({ block: 'nearest' });
  };
  return (
    <p className="recap-pointer">
      <button type="button" className="recap-pointer-button" data-testid="recap-pointer" onClick={show}>
        {t('results.recapBelow', { title, count: items.length })}
      </button>
    </p>
  );
}
