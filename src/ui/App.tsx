import { useTranslation } from 'react-i18next';
import { activeSide } from '../engine';
import { LanguageSwitch } from './LanguageSwitch';
import { BotControls } from './bot/BotControls';
import { useBotDriver } from './bot/useBotDriver';
import { Tray } from './boxes/Tray';
import { FileMenu } from './files/FileMenu';
import { CombatPanel } from './combat/CombatPanel';
import { LastRolls } from './dice/LastRolls';
import { LessonPanel } from './learn/LessonPanel';
import { OddsPanel } from './learn/OddsPanel';
import { RulesDialog } from './learn/RulesDialog';
import { HandoverCover } from './HandoverCover';
import { MapView } from './map/MapView';
import { NewGameScreen } from './NewGameScreen';
import { PhasePanel } from './PhasePanel';
import { StackPanel } from './pieces/StackPanel';
import { ReplayBar } from './replay/ReplayBar';
import { StorageNotice } from './storage/StorageNotice';
import { undoable, useGameStore } from './store';

export function App() {
  const { t } = useTranslation();
  const screen = useGameStore((s) => s.screen);
  const game = useGameStore((s) => s.game);
  const viewer = useGameStore((s) => s.viewer);
  const showNewGame = useGameStore((s) => s.showNewGame);
  const replaying = useGameStore((s) => s.replay !== null);
  const enterReplay = useGameStore((s) => s.enterReplay);
  const undo = useGameStore((s) => s.undo);
  const canUndo = useGameStore(undoable);
  const fileError = useGameStore((s) => s.fileError);
  const fileMessage = useGameStore((s) => s.fileMessage);
  const openRules = useGameStore((s) => s.openRules);
  const players = useGameStore((s) => s.players);
  useBotDriver();
  if (screen === 'newGame') return <NewGameScreen />;
  const acting = activeSide(game);
  // Hot seat: the board is not even rendered while the wrong player is at the screen.
  // A bot's own turn shows the human's board (the bot sees only its view through the engine).
  const covered = !replaying && acting !== null && players[acting] === 'human' && acting !== viewer;
  return (
    <div className="app">
      <header className="app-header">
        <h1>{t('app.title')}</h1>
        <span className="seed" data-testid="seed">{t('app.seed', { seed: String(game.seed) })}</span>
        <button type="button" className="header-button" onClick={undo} disabled={!canUndo} title={t('app.undoHint')}>{t('app.undo')}</button>
        {!replaying && <button type="button" className="header-button" onClick={enterReplay}>{t('app.replay')}</button>}
        <FileMenu />
        <button type="button" className="header-button" onClick={showNewGame}>{t('app.newGame')}</button>
        <button type="button" className="header-button" onClick={() => openRules()}>{t('app.rules')}</button>
        <LanguageSwitch />
      </header>
      <ReplayBar />
      <RulesDialog />
      <StorageNotice />
      {fileError && (
        <div className="file-error" role="alert" data-testid="file-error">
          {fileError} <button type="button" onClick={() => fileMessage(null)} aria-label={t('app.dismiss')}>×</button>
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
            <LessonPanel />
            <BotControls />
            <PhasePanel />
            <OddsPanel />
            <LastRolls />
          </div>
        </main>
      )}
    </div>
  );
}
