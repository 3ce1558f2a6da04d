import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';
import { BoardErrorBoundary } from './crash/BoardErrorBoundary';
import { NewGameScreen } from './NewGameScreen';
import { useGameStore } from './store';

/**
 * The game screen — the map, the counters, the panels — is a chunk of its own (issue 12's initial-JS
 * budget): the first download is the new-game screen's, and the game screen is fetched while that
 * screen is shown, so it is there by the time a game starts.
 */
const loadPlayingScreen = () => import('./PlayingScreen');
const PlayingScreen = lazy(() => loadPlayingScreen().then((m) => ({ default: m.PlayingScreen })));

/** The new-game screen, or the game with an error boundary around it (never a blank page). */
export function App() {
  const { t } = useTranslation();
  const screen = useGameStore((s) => s.screen);
  const showNewGame = useGameStore((s) => s.showNewGame);
  useEffect(() => {
    void loadPlayingScreen();
  }, []);
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
        <Suspense fallback={<p className="loading" role="status">{t('app.loading')}</p>}>
          <PlayingScreen />
        </Suspense>
      </BoardErrorBoundary>
    </div>
  );
}
