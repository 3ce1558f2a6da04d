import { useTranslation } from 'react-i18next';
import { useGameStore } from '../store';

/**
 * What opening a file (or playing on from a replay) has to say: a file refused and why, a file opened
 * with a notice. Shown on the playing screen and on the new-game screen, whose "Open file…" said
 * nothing at all when a file was refused (QA round 9).
 */
export function FileNotice() {
  const { t } = useTranslation();
  const fileError = useGameStore((s) => s.fileError);
  const fileMessage = useGameStore((s) => s.fileMessage);
  if (!fileError) return null;
  return (
    <div className="file-error" role="alert" data-testid="file-error">
      {fileError} <button type="button" onClick={() => fileMessage(null)} aria-label={t('app.dismiss')}>×</button>
    </div>
  );
}
