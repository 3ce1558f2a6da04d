import { useState, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { savePosition } from '../../engine';
import { download, gameFileName, gameFileText } from '../files/saveFile';
import { useGameStore } from '../store';

/** The game file of the game on the board (the live game when a replay is open); a position if it will not replay. */
function crashFile(): { name: string; text: string } {
  const s = useGameStore.getState();
  const { game, actions, start } = s.replay ? s.replay.resume : s;
  try {
    return { name: gameFileName(game, s.gameName), text: gameFileText(game, actions, start, s.players, s.gameName) };
  } catch {
    return { name: gameFileName(game).replace(/^wotp-/, 'wotp-position-'), text: `${JSON.stringify(savePosition(game), null, 1)}\n` };
  }
}

/** What the player sees instead of a blank page: what happened, and the two ways on. */
function BoardCrash({ error, resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation();
  const back = useGameStore((s) => s.backToLastGoodStep);
  const [noGoodStep, setNoGoodStep] = useState(false);
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="handover crash" role="alert" data-testid="crash">
      <div className="handover-card">
        <h2>{t('crash.title')}</h2>
        <p className="crash-message">{t('crash.message', { message })}</p>
        <p>
          <button type="button" onClick={() => { const f = crashFile(); download(f.name, f.text); }}>{t('crash.download')}</button>
        </p>
        <p>
          <button
            type="button"
            onClick={() => {
              if (back()) resetErrorBoundary();
              else setNoGoodStep(true);
            }}
          >
            {t('crash.back')}
          </button>
        </p>
        {noGoodStep && <p className="error">{t('crash.noGoodStep')}</p>}
        <p className="handover-note">{t('crash.othersSafe')}</p>
      </div>
    </div>
  );
}

/** An engine exception caught by the store in an action is thrown here, in render, for the boundary to show. */
function StoreFault() {
  const fault = useGameStore((s) => s.fault);
  if (fault) throw new Error(fault);
  return null;
}

/**
 * Never a blank page (issue 17): any exception while drawing the board, in its effects (the bot driver)
 * or in an engine call the store caught, shows the crash card instead (under `header`, a plain header
 * that leads back to the new-game screen), which offers the game file and the way back to the last
 * good step. It touches no other saved game.
 */
export function BoardErrorBoundary({ children, header }: { children: ReactNode; header?: ReactNode }) {
  const clearFault = useGameStore((s) => s.clearFault);
  return (
    <ErrorBoundary
      fallbackRender={(props) => (
        <>
          {header}
          <BoardCrash {...props} />
        </>
      )}
      onReset={clearFault}
    >
      <StoreFault />
      {children}
    </ErrorBoundary>
  );
}
