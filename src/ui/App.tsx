import { activeSide } from '../engine';
import { Tray } from './boxes/Tray';
import { FileMenu } from './files/FileMenu';
import { CombatPanel } from './combat/CombatPanel';
import { LastRolls } from './dice/LastRolls';
import { HandoverCover } from './HandoverCover';
import { MapView } from './map/MapView';
import { NewGameScreen } from './NewGameScreen';
import { PhasePanel } from './PhasePanel';
import { StackPanel } from './pieces/StackPanel';
import { useGameStore } from './store';

export function App() {
  const screen = useGameStore((s) => s.screen);
  const game = useGameStore((s) => s.game);
  const viewer = useGameStore((s) => s.viewer);
  const showNewGame = useGameStore((s) => s.showNewGame);
  const fileError = useGameStore((s) => s.fileError);
  const fileMessage = useGameStore((s) => s.fileMessage);
  if (screen === 'newGame') return <NewGameScreen />;
  const acting = activeSide(game);
  // Hot seat: the board is not even rendered while the wrong player is at the screen.
  const covered = acting !== null && acting !== viewer;
  return (
    <div className="app">
      <header className="app-header">
        <h1>War of the Pacific, 1879</h1>
        <span className="seed" data-testid="seed">seed {String(game.seed)}</span>
        <FileMenu />
        <button type="button" className="header-button" onClick={showNewGame}>New game</button>
      </header>
      {fileError && (
        <div className="file-error" role="alert" data-testid="file-error">
          {fileError} <button type="button" onClick={() => fileMessage(null)} aria-label="Dismiss">×</button>
        </div>
      )}
      {covered ? (
        <HandoverCover />
      ) : (
        <main className="app-main">
          <div className="board">
            <MapView />
            <Tray />
          </div>
          <div className="side-panel">
            <CombatPanel />
            <StackPanel />
            <PhasePanel />
            <LastRolls />
          </div>
        </main>
      )}
    </div>
  );
}
