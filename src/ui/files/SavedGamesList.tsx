import { useCallback, useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import type { PhaseId } from '../../engine';
import { useTranslation } from 'react-i18next';
import { errorText, releaseSavedGame } from '../storage/autosave';
import { useGameStore } from '../store';
import { shownGameName } from './shownGameName';
import { deleteSavedGame, loadSavedGames, renameSavedGame, resumeSavedGame, type SavedGame, type SavedGamesListing } from './savedGames';

/** How a finished game ended, in the interface's language (the record keeps no sentence). */
function resultText(t: TFunction, r: NonNullable<SavedGame['result']>): string {
  if (r.kind === 'over' || (r.kind !== 'draw' && r.winner === null)) return t('storage.over');
  if (r.kind === 'draw') return t('storage.draw', { turn: r.turn });
  return t(r.kind === 'suddenDeath' ? 'storage.suddenDeath' : 'storage.won', { side: t(r.winner === 'chile' ? 'sides.chile' : 'sides.allied'), turn: r.turn });
}

/**
 * The games kept in this browser (autosaved after every action): resume, rename or delete. Records that
 * do not read are listed by id and left alone; the others are shown as usual.
 */
export function SavedGamesList() {
  const { t, i18n } = useTranslation();
  const [listing, setListing] = useState<SavedGamesListing | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resumeGame = useGameStore((s) => s.resumeGame);
  // The browser's store answers later: an answer that comes after the list is gone (a game started,
  // a test's page torn down) is dropped, not set on a list no one sees.
  const shown = useRef(false);
  const refresh = useCallback(() => {
    void loadSavedGames().then((l) => {
      if (shown.current) setListing(l);
    });
  }, []);
  const change = (job: Promise<void>) => {
    job.then(refresh, (e: unknown) => {
      if (shown.current) setError(errorText(e));
    });
  };

  useEffect(() => {
    shown.current = true;
    // On the new-game screen this tab plays no game: another tab may open the last one freely.
    void releaseSavedGame();
    refresh();
    return () => {
      shown.current = false;
    };
  }, [refresh]);

  if (!listing) return null;
  const { games, unreadable } = listing;
  const problems = [
    listing.error && t('storage.unavailable', { error: listing.error }),
    listing.migrationFailed && t('storage.migrationFailed', { error: listing.migrationFailed }),
    error,
  ].filter((p): p is string => Boolean(p));
  if (games.length === 0 && unreadable.length === 0 && problems.length === 0) return null;
  return (
    <section className="saved-games" aria-label={t('saved.heading')} data-testid="saved-games">
      <h2>{t('saved.heading')}</h2>
      {problems.map((p) => (
        <p key={p} className="error" role="alert">{p}</p>
      ))}
      {unreadable.length > 0 && (
        <p className="error" role="alert" data-testid="unreadable-games">
          {t('storage.unreadable', { count: unreadable.length, ids: unreadable.join(', ') })}{' '}
          <button type="button" onClick={() => change(Promise.all(unreadable.map(deleteSavedGame)).then(() => undefined))}>
            {t('storage.removeUnreadable')}
          </button>
        </p>
      )}
      <ul>
        {games.map((g) => (
          <li key={g.id} data-saved={g.id}>
            {editing === g.id ? (
              <input
                aria-label={t('saved.name')}
                defaultValue={g.name}
                autoFocus
                onBlur={(e) => {
                  setEditing(null);
                  change(renameSavedGame(g.id, e.target.value.trim() || g.name));
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
                }}
              />
            ) : (
              <span className="saved-name">{shownGameName(g.name, g.lesson, g.id)}</span>
            )}
            <span className="saved-summary">
              {g.result ? resultText(t, g.result) : `${t('replay.turnOption', { turn: g.turn })}, ${t(`sides.${g.side}`)}, ${t(`describe.phase.${g.phase as PhaseId}`)}`} · {new Date(g.updated).toLocaleString(i18n.language)}
            </span>
            <span className="saved-buttons">
              <button
                type="button"
                onClick={() => {
                  const r = resumeSavedGame(g);
                  if (r.ok) resumeGame(r.value, r.value.settings);
                  else setError(r.message);
                }}
              >
                {t('saved.resume')}
              </button>
              <button type="button" onClick={() => setEditing(g.id)}>{t('saved.rename')}</button>
              <button type="button" onClick={() => change(deleteSavedGame(g.id))}>{t('saved.delete')}</button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
