import { useTranslation } from 'react-i18next';
import { useGameStore } from '../store';
import { openWarAsFought, useHistoryStore } from './openWarAsFought';
import './history.css';

/**
 * The menu entry "The war as it was fought" (issue 21): opens the historical campaign in the replay
 * viewer, at its first step. On the new-game screen it is a section of its own beside the lessons, with
 * a line saying what it is, and tells a failure under it; in the header it is a button, and a failure is
 * told in the file-error banner under the header (as a file that does not open).
 */
export function WarAsFoughtButton({ place }: { place: 'newGame' | 'header' }) {
  const { t } = useTranslation();
  const opening = useHistoryStore((s) => s.opening);
  const error = useHistoryStore((s) => s.error);
  const tell = useGameStore((s) => s.fileMessage);
  const open = () => {
    void openWarAsFought().then((ok) => {
      if (!ok && place === 'header') tell(useHistoryStore.getState().error);
    });
  };
  if (place === 'header') {
    return (
      <button type="button" className="header-button" onClick={open} disabled={opening} title={t('history.menuHint')} data-testid="war-as-fought">
        {opening ? t('history.opening') : t('history.menu')}
      </button>
    );
  }
  return (
    <section className="war-as-fought" aria-label={t('history.menu')}>
      <button type="button" className="war-as-fought-open" onClick={open} disabled={opening} data-testid="war-as-fought">
        {t('history.menu')}
      </button>
      <span className="war-as-fought-hint">{opening ? t('history.opening') : t('history.menuHint')}</span>
      {error && !opening && (
        <p className="war-as-fought-error" role="alert" data-testid="war-as-fought-error">
          {error}
        </p>
      )}
    </section>
  );
}
