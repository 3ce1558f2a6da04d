import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewport } from './useViewport';

/**
 * The prompt and the panels beside the map (issue 19). Every panel stays mounted at every size; only
 * the layout changes (styles.css orders them so the prompt — what to do now — comes right after the
 * turn, above the combat, stack, lesson and recap panels, and the log comes last):
 *  - wide screens: a column at the right, all shown;
 *  - a tablet held flat: the same column, narrower, with the phases, odds, last rolls and log collapsed
 *    behind "Show panels";
 *  - a tablet upright or a phone: a bottom sheet under the map, low when closed (the prompt and the
 *    panels of the moment), tall when opened (everything), the map always visible above it.
 */
export function SidePanels({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const viewport = useViewport();
  const [open, setOpen] = useState(false);
  const collapsible = viewport !== 'wide';
  const expanded = !collapsible || open;
  return (
    <div
      className={`side-panel layout-${viewport}${expanded ? ' panels-open' : ' panels-closed'}`}
      data-testid="side-panel"
      data-layout={viewport}
      role={viewport === 'sheet' ? 'region' : undefined}
      aria-label={viewport === 'sheet' ? t('layout.sheet') : undefined}
    >
      {collapsible && (
        <button
          type="button"
          className="panels-toggle"
          data-testid="panels-toggle"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {viewport === 'sheet' && <span className="sheet-handle" aria-hidden="true" />}
          {open ? t('layout.hidePanels') : t('layout.showPanels')}
        </button>
      )}
      {children}
    </div>
  );
}
