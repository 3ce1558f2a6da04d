import { castDraft } from 'immer';
import { applyAction, newGame, type Action, type GameState } from '../../engine';
import { actionLabel } from '../describe';
import { HUMANS } from '../files/players';
import { t } from '../i18n';
import { sayEn } from '../i18n/messages/say';
import { autosave, claimSavedGame } from '../storage/autosave';
import { reportProblem } from '../storage/storageStatus';
import { newSession, onBoard } from './board';
import { canUndo } from './canUndo';
import { caught } from './faultSlice';
import type { SessionSlice, Slice } from './gameStore';
import { newGameId, randomDiceSecret, randomSeed } from './ids';
import { lessonAfterLog, lessonStepped } from './lessonSlice';
import { origin } from './origin';
import { humanViewer } from './seatSlice';
import { sideToAct } from './selectors';
import type { LogEntry } from './types';

/** The four actions of the new-game screen's historical set-up (3.1: the Allies first), applied at once. */
function historicalSetUp(game: GameState): { game: GameState; actions: Action[]; log: LogEntry[] } {
  const actions: Action[] = [];
  const log: LogEntry[] = [];
  for (const side of ['allied', 'chile'] as const) {
    for (const action of [{ type: 'historicalSetup', side }, { type: 'endPhase', side }] as const) {
      const r = applyAction(game, action);
      if (!r.ok) throw new Error(sayEn(r.error.message));
      game = r.state;
      actions.push(action);
      for (const event of r.events) log.push({ step: game.step, event });
    }
  }
  return { game, actions, log };
}

export const sessionSlice: Slice<SessionSlice> = (set, get) => {
  // Autosave: queued, fire and forget; a refused write or a broken state is shown (storage/StorageNotice).
  const persist = () => autosave(get());
  return {
    screen: 'newGame',
    gameId: newGameId(),
    gameName: t('app.newGame'),
    undoAllowed: true,
    game: newGame({ seed: randomSeed() }),
    actions: [],
    start: null,
    log: [],
    openedFromFile: false,

    startGame({ seed, options, setup = 'manual', name, undo = true, players = HUMANS, seedOnly = false }) {
      // Issue 17: the dice depend on a secret drawn here as well as on the seed, so no one can foretell them.
      const fresh = newGame({ seed, options, ...(seedOnly ? {} : { diceSecret: randomDiceSecret() }) });
      const { game, actions, log } = setup === 'historical' ? historicalSetUp(fresh) : { game: fresh, actions: [], log: [] };
      set({
        ...newSession({ game, start: null, actions, log }),
        gameId: newGameId(),
        // The seed stays off the screen during play (issue 17), so the default name does not carry it.
        gameName: name ?? t('app.defaultName', { date: new Date().toLocaleString() }),
        undoAllowed: undo,
        players: { ...players },
        viewer: humanViewer(players, sideToAct(game)),
        lesson: null,
        openedFromFile: false,
      });
      persist();
    },

    openGame({ game, start, actions, log, players = HUMANS, notice = null }, name) {
      set({
        ...newSession({ game, start, actions, log }),
        gameId: newGameId(),
        gameName: name ?? t('app.openedName', { seed: String(game.seed) }),
        undoAllowed: true,
        players: { ...players },
        viewer: game.result ? 'observer' : humanViewer(players, sideToAct(game)),
        lesson: null,
        openedFromFile: true,
        fileError: notice,
      });
      reportProblem(null);
      void claimSavedGame(get().gameId);
      persist();
    },

    resumeGame({ game, start, actions, log, notice = null }, settings) {
      set({
        ...newSession({ game, start, actions, log }),
        gameId: settings.id,
        gameName: settings.name,
        undoAllowed: settings.undoAllowed,
        players: { ...settings.players },
        ...(settings.botBudget !== undefined ? { botBudget: settings.botBudget } : {}),
        ...(settings.botDelay !== undefined ? { botDelay: settings.botDelay } : {}),
        viewer: game.result ? 'observer' : humanViewer(settings.players, sideToAct(game)),
        // A lesson goes on where it was: its events since the start, its script's cursor at the step reached.
        lesson: settings.lesson ? lessonAfterLog(settings.lesson, log, actions.length) : null,
        openedFromFile: false,
        fileError: notice,
      });
      reportProblem(null);
      void claimSavedGame(settings.id);
    },

    showNewGame: () => set({ screen: 'newGame', replay: null }),

    dispatch(action, by = 'player') {
      const s0 = get();
      if (s0.replay) return;
      // Issue 17: a click never acts for a bot's side (the buttons are gone too; this is the last guard).
      if (by === 'player' && s0.players[action.side] !== 'human') return;
      const result = caught(set, () => applyAction(s0.game, action));
      if (!result) return; // an engine exception: the state is kept and the error boundary offers the way out
      if (!result.ok) return set({ lastError: result.error });
      const { state, events } = result;
      // immer: the log, the actions and the lesson's record grow in place.
      set((s) => {
        s.game = castDraft(state);
        s.actions.push(castDraft(action));
        for (const event of events) s.log.push(castDraft({ step: state.step, event }));
        if (s.lesson) lessonStepped(s.lesson, events);
        s.lastError = null;
        s.choice = null;
        s.notice = null;
        if (action.type === 'setupPlace') s.selectedPiece = null;
        if (state.result) s.viewer = 'observer';
      });
      persist();
    },

    dispatchAll(actions) {
      for (const action of actions) {
        const before = get().game.step;
        get().dispatch(action);
        if (get().game.step === before || get().game.pending.at(-1)?.kind !== 'landMove') break;
      }
    },

    undo() {
      const s0 = get();
      if (!canUndo(s0)) return;
      const taken = s0.actions[s0.actions.length - 1]!;
      const kept = s0.actions.slice(0, -1);
      const state = caught(set, () => {
        let game = origin(s0.game, s0.start);
        for (const action of kept) {
          const r = applyAction(game, action);
          if (!r.ok) throw new Error(sayEn(r.error.message)); // cannot happen: these actions were all applied before
          game = r.state;
        }
        return game;
      });
      if (!state) return;
      const undone: LogEntry = { step: state.step, event: { type: 'undone', side: taken.side, action: taken, label: actionLabel(taken, state.phase) } };
      set(onBoard({ game: state, start: s0.start, actions: kept, log: [...s0.log.filter((e) => e.step <= state.step), undone] }));
      persist();
    },
  };
};
