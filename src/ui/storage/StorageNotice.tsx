import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download, gameFileName, gameFileText } from '../files/saveFile';
import { resumeSavedGame } from '../files/savedGames';
import { useGameStore } from '../store';
import { autosave, errorText, takeOverSavedGame } from './autosave';
import { readRecord } from './gameDb';
import { readSavedGame } from './savedGameSchema';
import { reportProblem, useStorageStatus } from './storageStatus';

/** A fresh id for a copy of a game (the same form as the store's). */
function copyId(): string {
  return `g-${Date.now().toString(36)}-${crypto.getRandomValues(new Uint32Array(1))[0]!.toString(36)}`;
}

/**
 * What the autosave could not do, shown over the board: a refused write (storage full: with the game
 * file to download), a state that fails the invariants, or the game being open in another tab (open a
 * copy, or take it over) or taken over by one.
 */
export function StorageNotice() {
  const { t } = useTranslation();
  const gameId = useGameStore((s) => s.gameId);
  const problem = useStorageStatus((s) => (s.problem?.gameId === gameId ? s.problem : null));
  const lock = useStorageStatus((s) => (s.lock?.gameId === gameId ? s.lock.status : null));
  const [failure, setFailure] = useState<string | null>(null);
  const shared = lock === 'elsewhere' || lock === 'takenOver';
  if (!problem && !shared && !failure) return null;

  const downloadGame = () => {
    const s = useGameStore.getState();
    download(gameFileName(s.game, s.gameName), gameFileText(s.game, s.actions, s.start, s.players, s.gameName));
  };
  const openCopy = () => {
    const s = useGameStore.getState();
    s.resumeGame(
      { game: s.game, start: s.start, actions: s.actions, log: s.log },
      {
        id: copyId(), name: t('storage.copyName', { name: s.gameName }), players: s.players, botBudget: s.botBudget, botDelay: s.botDelay,
        undoAllowed: s.undoAllowed, lesson: s.lesson?.id ?? null,
      },
    );
    autosave(useGameStore.getState());
  };
  const takeOver = async () => {
    await takeOverSavedGame(gameId);
    // Go on from the other tab's last save, not from what this tab showed when it opened the game.
    const saved = readSavedGame(await readRecord(gameId));
    const r = saved ? resumeSavedGame(saved) : null;
    if (r?.ok) useGameStore.getState().resumeGame(r.value, r.value.settings);
    else {
      if (r) setFailure(r.message);
      autosave(useGameStore.getState());
    }
  };

  return (
    <div className="file-error storage-notice" role="alert" data-testid="storage-notice">
      {lock === 'elsewhere' && (
        <p>
          {t('storage.openElsewhere')}{' '}
          <button type="button" className="notice-button" onClick={openCopy}>{t('storage.openCopy')}</button>{' '}
          <button type="button" className="notice-button" onClick={() => void takeOver().catch((e: unknown) => setFailure(errorText(e)))}>
            {t('storage.takeOver')}
          </button>
        </p>
      )}
      {lock === 'takenOver' && (
        <p>
          {t('storage.takenOver')} <button type="button" className="notice-button" onClick={openCopy}>{t('storage.openCopy')}</button>
        </p>
      )}
      {problem && (
        <p>
          {problem.kind === 'brokenState'
            ? t('storage.brokenState', { problem: problem.problem })
            : problem.quota
              ? t('storage.quota')
              : t('storage.writeFailed', { error: problem.error })}{' '}
          <button type="button" className="notice-button" onClick={downloadGame}>{t('storage.download')}</button>{' '}
          <button type="button" onClick={() => reportProblem(null)} aria-label={t('app.dismiss')}>×</button>
        </p>
      )}
      {failure && (
        <p>
          {failure} <button type="button" onClick={() => setFailure(null)} aria-label={t('app.dismiss')}>×</button>
        </p>
      )}
    </div>
  );
}
