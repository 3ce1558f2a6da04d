import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateEngineText } from '../i18n/engineText';
import { useGameStore } from '../store';
import { deleteSavedGame, listSavedGames, renameSavedGame, resumeSavedGame, type SavedGame } from './savedGames';

/** The games kept in this browser (autosaved after every action): resume, rename or delete. */
export function SavedGamesList() {
  const { t } = useTranslation();
  const [games, setGames] = useState<SavedGame[]>(listSavedGames);
  const [editing, setEditing] = useState<string | null>(null);
  const openGame = useGameStore((s) => s.openGame);
  const [error, setError] = useState<string | null>(null);
  if (games.length === 0) return null;
  const refresh = () => setGames(listSavedGames());
  return (
    <section className="saved-games" aria-label={t('saved.heading')} data-testid="saved-games">
      <h2>{t('saved.heading')}</h2>
      {error && <p className="error" role="alert">{error}</p>}
      <ul>
        {games.map((g) => (
          <li key={g.id} data-saved={g.id}>
            {editing === g.id ? (
              <input
                aria-label={t('saved.name')}
                defaultValue={g.name}
                autoFocus
                onBlur={(e) => {
                  renameSavedGame(g.id, e.target.value.trim() || g.name);
                  setEditing(null);
                  refresh();
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
                }}
              />
            ) : (
              <span className="saved-name">{g.name}</span>
            )}
            <span className="saved-summary">
              {g.result ? translateEngineText(g.result) : `${t('replay.turnOption', { turn: g.turn })}, ${t(`sides.${g.side}`)}, ${t(`describe.phase.${g.phase}`)}`} · {new Date(g.updated).toLocaleString()}
            </span>
            <span className="saved-buttons">
              <button
                type="button"
                onClick={() => {
                  const r = resumeSavedGame(g);
                  if (r.ok) {
                    deleteSavedGame(g.id);
                    openGame(r.value, g.name);
                  } else setError(r.message);
                }}
              >
                {t('saved.resume')}
              </button>
              <button type="button" onClick={() => setEditing(g.id)}>{t('saved.rename')}</button>
              <button
                type="button"
                onClick={() => {
                  deleteSavedGame(g.id);
                  refresh();
                }}
              >
                {t('saved.delete')}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
