import { useEffect, useRef, useState } from 'react';
import { useModalFocus } from '../a11y/useModalFocus';
import { useTranslation } from 'react-i18next';
import { useGameStore } from '../store';
import { findSavedCopy } from '../storage/findSavedCopy';
import { diceSecretOf } from '../storage/savedGameRecord';
import { openFile } from './openFile';
import { download, gameFileName, gameFileText } from './saveFile';
import './files.css';

/**
 * Save the game as a file (with who plays each side), or open a game file or position (also by dropping
 * it on the window): the opened game starts a fresh session with the file's players.
 */
export function FileMenu({ canSave = true }: { canSave?: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const openGame = useGameStore((s) => s.openGame);
  const adoptSavedCopy = useGameStore((s) => s.adoptSavedCopy);
  const say = useGameStore((s) => s.fileMessage);
  const game = useGameStore((s) => s.game);
  const actions = useGameStore((s) => s.actions);
  const start = useGameStore((s) => s.start);
  const players = useGameStore((s) => s.players);
  const gameName = useGameStore((s) => s.gameName);
  // A game file is the whole game, as a replay to the last die needs: both sides' NADC orders and the
  // dice secret in plain text. While the game is on, saving one asks first (table QA round 4).
  const [asking, setAsking] = useState(false);
  const warning = useRef<HTMLSpanElement>(null);
  // The warning takes the focus (its "Save anyway"), keeps it, and gives it back to the button (QA round 8).
  useModalFocus(canSave && asking && !game.result, () => warning.current);
  // Esc closes the warning, as it does every panel.
  useEffect(() => {
    if (!asking) return;
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        setAsking(false);
      }
    };
    window.addEventListener('keydown', key, true);
    return () => window.removeEventListener('keydown', key, true);
  }, [asking]);
  const save = () => {
    setAsking(false);
    download(gameFileName(game, gameName), gameFileText(game, actions, start, players, gameName));
  };

  const open = async (file: File | undefined) => {
    if (!file) return;
    const r = openFile(await file.text());
    // The game's name the file holds, if any; else openGame names it by the time it was opened.
    if (!r.ok) return say(r.message);
    // Opened at once; if Saved games holds this very game at this very point, it then takes that one's place.
    openGame(r.value, r.value.name);
    const openedId = useGameStore.getState().gameId;
    const copy = await findSavedCopy(r.value, openedId);
    if (copy) adoptSavedCopy(openedId, copy, r.value.name !== undefined);
  };

  useEffect(() => {
    const over = (e: DragEvent) => e.preventDefault();
    const drop = (e: DragEvent) => {
      e.preventDefault();
      void open(e.dataTransfer?.files[0]);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  });

  return (
    <span className="file-menu">
      <button type="button" className="header-button" onClick={() => input.current?.click()}>{t('app.openFile')}</button>
      {canSave && (
      <button type="button" className="header-button" aria-expanded={game.result ? undefined : asking} onClick={() => (game.result ? save() : setAsking(!asking))}>
        {t('app.saveFile')}
      </button>
      )}
      {canSave && asking && !game.result && (
        // A click beside the warning closes it and goes no further: it went through to the map and sailed a fleet (QA round 5).
        <span className="save-warning-backdrop" data-testid="save-warning-backdrop" onClick={() => setAsking(false)} />
      )}
      {canSave && asking && !game.result && (
        <span ref={warning} className="save-warning" role="dialog" aria-modal="true" aria-label={t('app.saveWarningTitle')} data-testid="save-warning">
          {/* A seed-only game has no dice secret to give away (QA round 9: the warning named one). */}
          <span>{t(diceSecretOf(game) ? 'app.saveWarning' : 'app.saveWarningSeedOnly')}</span>
          <span className="save-warning-buttons">
            <button type="button" onClick={save}>{t('app.saveAnyway')}</button>
            <button type="button" onClick={() => setAsking(false)}>{t('app.saveCancel')}</button>
          </span>
        </span>
      )}
      <input ref={input} type="file" accept=".json,application/json" hidden data-testid="open-file" onChange={(e) => {
        const file = e.target.files?.[0];
        // Cleared, so that choosing the same file again opens it again (no change event fired: QA round 7).
        e.target.value = '';
        void open(file);
      }} />
    </span>
  );
}
