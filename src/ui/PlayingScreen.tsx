import { FileNotice } from './files/FileNotice';
import { useHoverWake } from './play/useHoverWake';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';
import { SidePanels } from './layout/SidePanels';
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
import { useHistoryStore } from './history/openWarAsFought';
import { WarAsFoughtButton } from './history/WarAsFoughtButton';
import { MapView } from './map/MapView';
import { InterceptionPanel } from './naval/InterceptionPanel';
import { useMoveInSight } from './play/useMoveInSight';
import { PhasePanel } from './PhasePanel';
import { StackPanel } from './pieces/StackPanel';
import { StorageNotice } from './storage/StorageNotice';
import { handoverDue } from './play/seat';
import { RecapPanel } from './recap/RecapPanel';
import { ReplayBar } from './replay/ReplayBar';
import { shownGameName } from './files/shownGameName';
import { canUndo, useGameStore } from './store';

/** The printed map worked out ahead of the first board, for the app to call while the new-game screen is up. */
export { warmMapView } from './map/MapView';

/** The war as fought's captions (issue 21) are loaded only when that replay is opened: not in the first download. */
const HistoryCaption = lazy(() => import('./history/HistoryCaption').then((m) => ({ default: m.HistoryCaption })));

/**
 * The game being played: header, replay bar, and the board or the hand-over cover. Loaded apart from
 * the new-game screen (App.tsx), so that a player's first download is that screen's.
 */
export function PlayingScreen() {
  const { t } = useTranslation();
  useHoverWake();
  // 8.2–8.6: a land move's reachable hexes come into view as it is rolled.
  useMoveInSight();
  // A lesson's name, and a name the game gave with its date, follow the interface's language (shownGameName).
  const gameName = useGameStore((s) => shownGameName(s.gameName, s.lesson?.id, s.gameId));
  const showNewGame = useGameStore((s) => s.showNewGame);
  const replaying = useGameStore((s) => s.replay !== null);
  const battleLive = useGameStore((s) => s.game.land.battle !== null || s.game.naval.combat !== null);
  const enterReplay = useGameStore((s) => s.enterReplay);
  const undo = useGameStore((s) => s.undo);
  const undoOffered = useGameStore(canUndo);
  const openRules = useGameStore((s) => s.openRules);
  // Hot seat: the board is not even rendered while the wrong player is at the screen, and nothing that
  // would show it (the replay) is offered. A bot's own turn shows the human's board (the bot sees only
  // its view through the engine).
  const covered = useGameStore(handoverDue);
  const replayStates = useGameStore((s) => s.replay?.states);
  const warAsFought = useHistoryStore((s) => s.states !== null && s.states === replayStates);
  useBotDriver();
  // Issue 17: no seed on screen during play (it is shown at the game's end, and kept in game files).
  return (
    <>
      <header className="app-header">
        <h1>{t('app.title')}</h1>
        <span className="seed" data-testid="game-name">{t('app.gameName', { name: gameName })}</span>
        <button type="button" className="header-button" onClick={undo} disabled={!undoOffered} title={t('app.undoHint')}>{t('app.undo')}</button>
        {!replaying && !covered && <button type="button" className="header-button" onClick={() => enterReplay()}>{t('app.replay')}</button>}
        <FileMenu canSave={!covered} />
        <WarAsFoughtButton place="header" />
        <button type="button" className="header-button" onClick={showNewGame}>{t('app.newGame')}</button>
        <button type="button" className="header-button" onClick={() => openRules()}>{t('app.rules')}</button>
        <LanguageSwitch />
      </header>
      <ReplayBar />
      <RulesDialog />
      <FileNotice />
      <StorageNotice />
      {covered ? (
        <HandoverCover />
      ) : (
        <main className="app-main">
          <div className="board">
            <MapView />
            <Tray />
          </div>
          {/* Issue 19: the prompt comes first (styles.css orders the panels); on tablets and phones the rest collapse. */}
          <SidePanels>
            {warAsFought && (
              <Suspense fallback={null}>
                <HistoryCaption />
              </Suspense>
            )}
            <PhasePanel />
            {/* "Since your last turn" comes before the last battle's card when no battle is being fought:
                after a bot's turn with a battle, the card pushed the recap out of sight (table QA). */}
            {!battleLive && <RecapPanel />}
            <CombatPanel />
            <InterceptionPanel />
            <StackPanel />
            <LessonPanel />
            {battleLive && <RecapPanel />}
            <BotControls />
            <OddsPanel />
            <LastRolls />
          </SidePanels>
        </main>
      )}
    </>
  );
}
