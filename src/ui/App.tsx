import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';
import { BoardErrorBoundary } from './crash/BoardErrorBoundary';
import { NewGameScreen } from './NewGameScreen';
import { useGameStore } from './store';

/**
 * The game screen — the map, the counters, the panels — is a chunk of its own (issue 12's initial-JS
 * budget): the first download is the new-game screen's, and the game screen is fetched as soon as the
 * app is shown, so it is there by the time a game starts. Not React.lazy: a Suspense boundary, once it
 * has shown its fallback, holds the content back a further 300 ms or so; here a game started before
 * the chunk has arrived says the map is being laid out until it has, and no longer.
 */
function usePlayingScreen(): ComponentType | null {
  const [screen, setScreen] = useState<{ readonly Screen: ComponentType } | null>(null);
  useEffect(() => {
    let live = true;
    void import('./PlayingScreen').then((m) => {
      if (!live) return;
      setScreen({ Screen: m.PlayingScreen });
      // What the board draws from the printed map alone, worked out while the player is still on the
      // new-game screen (MapView's warmMapView): the first map then comes sooner.
      whenIdle(() => m.warmMapView());
    });
    return () => {
      live = false;
    };
  }, []);
  return screen?.Screen ?? null;
}

/** `work` at the browser's next idle moment (or shortly, where it has no requestIdleCallback: Safari). */
function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work(), { timeout: 2000 });
  else setTimeout(work, 50);
}

/** The new-game screen, or the game with an error boundary around it (never a blank page). */
export function App() {
  const { t } = useTranslation();
  const screen = useGameStore((s) => s.screen);
  const showNewGame = useGameStore((s) => s.showNewGame);
  const PlayingScreen = usePlayingScreen();
  if (screen === 'newGame') return <NewGameScreen />;
  return (
    <div className="app">
      <BoardErrorBoundary
        header={
          <header className="app-header">
            <h1>{t('app.title')}</h1>
            <button type="button" className="header-button" onClick={showNewGame}>{t('app.newGame')}</button>
            <LanguageSwitch />
          </header>
        }
      >
        {PlayingScreen ? <PlayingScreen /> : <p className="loading" role="status">{t('app.loading')}</p>}
      </BoardErrorBoundary>
    </div>
  );
}
