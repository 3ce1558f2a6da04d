import { castDraft } from 'immer';
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import {
  activeSide, applyAction, newGame, type Action, type EngineError, type GameEvent, type GameState, type RulesOptions, type Side,
} from '../engine';
import { lastGoodStep } from './crash/lastGoodStep';
import { actionLabel } from './describe';
import { sayEn } from './i18n/messages/say';
import { HUMANS } from './files/players';
import type { GameSettings } from './files/savedGames';
import { currentLanguage, t } from './i18n';
import { lessonById } from '../lessons';
import { handoverDue } from './play/seat';
import { branchAt } from './replay/branch';
import { autosave, claimSavedGame } from './storage/autosave';
import { reportProblem } from './storage/storageStatus';

/** A line of the log: an engine event, or the UI's note that an action was taken back. */
export type LogEvent = GameEvent | { readonly type: 'undone'; readonly side: Side; readonly action: Action; readonly label: string };

/** One line of the game log: the event and the step (action number) that produced it. */
export interface LogEntry {
  readonly step: number;
  readonly event: LogEvent;
}

export interface NewGameSettings {
  readonly seed: string | number;
  readonly options?: Partial<RulesOptions>;
  /** Historical: both sides take the historical set-up at once; manual: each places his own pieces. */
  readonly setup?: 'historical' | 'manual';
  readonly name?: string;
  /** 9.0 undo: a player may take back his own actions until a die is rolled or the other side looks. */
  readonly undo?: boolean;
  /** Who plays each side: 'human' or a bot's name. */
  readonly players?: Readonly<Record<Side, string>>;
  /** Testers: the dice from the seed alone (no dice secret), so the same seed gives the same dice. */
  readonly seedOnly?: boolean;
}

export interface OpenedGameData {
  game: GameState;
  start: GameState | null;
  actions: Action[];
  log: LogEntry[];
  /** Who plays each side, as an opened file says (two humans when it says nothing). */
  players?: Readonly<Record<Side, string>>;
  /** What the player must be told on opening (a player name the file has that this edition does not). */
  notice?: string | null;
}

/** Stepping through a game already played (issue 9 replay viewer). */
export interface ReplayState {
  /** The state before any action (index 0) and after each action. */
  states: GameState[];
  logs: LogEntry[];
  actions: Action[];
  start: GameState | null;
  index: number;
  playing: boolean;
  /** The game that was on the board before the replay began, and who sat at the screen: restored when it ends. */
  resume: OpenedGameData & { viewer: Side | 'observer' };
  /**
   * The full viewer (view as either side or an observer): a finished game or an opened file. Replaying
   * a live game shows only the view of the player at the screen (issue 17).
   */
  full: boolean;
}

export interface GameStore {
  screen: 'newGame' | 'playing';
  gameId: string;
  gameName: string;
  undoAllowed: boolean;
  game: GameState;
  /** Every action applied, in order (a game file's body). */
  actions: Action[];
  /** The state the actions start from when the game did not begin as a new game (an opened position). */
  start: GameState | null;
  log: LogEntry[];
  /** Who is at the screen (hot seat). When the side to act differs, the hand-over cover hides the board. */
  viewer: Side | 'observer';
  replay: ReplayState | null;
  lastError: EngineError | null;
  fileError: string | null;
  hoverHex: string | null;
  selectedHex: string | null;
  openPlace: string | null;
  selectedPiece: string | null;
  choice: { place: string; actions: Action[] } | null;
  notice: string | null;
  /** Who plays each side: 'human' or a bot's name (issue 10). */
  players: Record<Side, string>;
  /** The search bot's budget (simulated engine steps): its strength. */
  botBudget: number;
  /** Milliseconds between a bot's moves, so they can be watched one by one. */
  botDelay: number;
  /** A bot at work: which side, which bot, how far (0–1). */
  thinking: { side: Side; bot: string; progress: number } | null;
  /** A guided lesson under way: its id, the events since it began (for its goal check), the next scripted action. */
  lesson: { id: string; events: GameEvent[]; cursor: number } | null;
  /** The rules reference, when open, and the case it shows. */
  rules: { caseId: string | null } | null;
  /** The game was opened from a file: its replay keeps the full viewer (set by openGame for files). */
  openedFromFile: boolean;
  /** An engine exception caught in an action (the error boundary shows it; the state was kept). */
  fault: string | null;

  startGame(settings: NewGameSettings): void;
  /** Open a game file or position: a fresh session (no lesson, bot at work, selection or replay), the file's players. */
  openGame(opened: OpenedGameData, name?: string): void;
  /** Resume a saved game under its own id, with everything it was started with (players, bots, undo, lesson). */
  resumeGame(opened: OpenedGameData, settings: GameSettings): void;
  showNewGame(): void;
  /**
   * Apply an action. A player's click ('player', the default) is refused for a side a bot plays (issue
   * 17: nothing on the screen acts for the bot); the bot driver sends 'bot'.
   */
  dispatch(action: Action, by?: 'player' | 'bot'): void;
  dispatchAll(actions: readonly Action[]): void;
  takeOver(side: Side): void;
  undo(): void;
  enterReplay(): void;
  replayTo(index: number): void;
  setPlaying(playing: boolean): void;
  leaveReplay(): void;
  /** Continue playing from the replay's current step, as a new saved game named as a branch. */
  forkHere(): void;
  /** After a crash: the game back at its last good step (all actions but the last, invariants holding). */
  backToLastGoodStep(): boolean;
  clearFault(): void;
  setViewer(viewer: Side | 'observer'): void;
  fileMessage(message: string | null): void;
  hover(hex: string | null): void;
  select(hex: string | null): void;
  showPlace(key: string | null): void;
  selectPiece(piece: string | null): void;
  offerChoice(choice: { place: string; actions: Action[] } | null): void;
  say(notice: string | null): void;
  openRules(caseId?: string): void;
  setThinking(thinking: { side: Side; bot: string; progress: number } | null): void;
  /** Start a lesson from its starting state; the side the learner does not play is scripted (bot 'lesson'). */
  beginLesson(id: string, state: GameState, learner: Side | 'both'): void;
  endLesson(): void;
  setBotSettings(settings: { budget?: number; delay?: number }): void;
  closeRules(): void;
}

export function randomSeed(): string {
  // The UI (not the engine) picks a fresh seed for a new game; every die after that is seeded.
  return crypto.getRandomValues(new Uint32Array(1))[0]!.toString(36);
}

/** A fresh dice secret (issue 17): 16 random bytes as 32 lower-case hex digits, never shown on screen. */
export function randomDiceSecret(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Who sits at the screen at the start: the human side to act, another human side, or an observer between two bots. */
export function humanViewer(players: Readonly<Record<Side, string>>, acting: Side | null): Side | 'observer' {
  if (acting && players[acting] === 'human') return acting;
  if (players.chile === 'human') return 'chile';
  if (players.allied === 'human') return 'allied';
  return 'observer';
}

function newId(): string {
  return `g-${Date.now().toString(36)}-${randomSeed()}`;
}

/** The state a game's actions start from. */
function origin(game: GameState, start: GameState | null): GameState {
  return start ?? newGame({ seed: game.seed, options: game.options, ...(game.diceSecret !== undefined ? { diceSecret: game.diceSecret } : {}) });
}

/**
 * 9.0 undo: the last action may be taken back by the player who took it when it threw no die, drew no
 * chit, and did not hand the device to the other player (nothing hidden was revealed).
 */
export function undoable(s: Pick<GameStore, 'undoAllowed' | 'actions' | 'log' | 'game' | 'viewer' | 'replay'>): boolean {
  if (!s.undoAllowed || s.replay || s.actions.length === 0 || s.game.result) return false;
  const last = s.actions[s.actions.length - 1]!;
  if (last.side !== s.viewer || activeSide(s.game) !== s.viewer) return false;
  const events = s.log.filter((e) => e.step === s.game.step).map((e) => e.event.type);
  return !events.includes('roll') && !events.some((t) => /draw|chit/i.test(t));
}

export const useGameStore = create<GameStore>()(
  immer((set, get) => {
    // Autosave: queued, fire and forget; a refused write or a broken state is shown (storage/StorageNotice).
    const persist = () => autosave(get());
    // An engine exception while rebuilding a game is kept as the fault the error boundary shows (issue 17).
    const caught = <T,>(f: () => T): T | null => {
      try {
        return f();
      } catch (e) {
        set((s) => {
          s.fault = e instanceof Error ? e.message : String(e);
        });
        return null;
      }
    };
    const reset = (s: GameStore) => {
      s.lastError = null;
      s.fileError = null;
      s.selectedHex = null;
      s.openPlace = null;
      s.selectedPiece = null;
      s.choice = null;
      s.notice = null;
    };
    return {
      screen: 'newGame',
      gameId: newId(),
      gameName: t('app.newGame'),
      undoAllowed: true,
      game: newGame({ seed: randomSeed() }),
      actions: [],
      start: null,
      log: [],
      viewer: 'allied',
      replay: null,
      lastError: null,
      fileError: null,
      hoverHex: null,
      selectedHex: null,
      openPlace: null,
      selectedPiece: null,
      choice: null,
      notice: null,
      rules: null,
      players: { chile: 'human', allied: 'human' },
      botBudget: 240,
      botDelay: 400,
      thinking: null,
      lesson: null,
      openedFromFile: false,
      fault: null,

      startGame({ seed, options, setup = 'manual', name, undo = true, players = { chile: 'human', allied: 'human' }, seedOnly = false }) {
        // Issue 17: the dice depend on a secret drawn here as well as on the seed, so no one can foretell them.
        let game = newGame({ seed, options, ...(seedOnly ? {} : { diceSecret: randomDiceSecret() }) });
        const actions: Action[] = [];
        const log: LogEntry[] = [];
        if (setup === 'historical') {
          for (const side of ['allied', 'chile'] as const) {
            for (const action of [{ type: 'historicalSetup', side }, { type: 'endPhase', side }] as const) {
              const r = applyAction(game, action);
              if (!r.ok) throw new Error(sayEn(r.error.message));
              game = r.state;
              actions.push(action);
              for (const event of r.events) log.push({ step: game.step, event });
            }
          }
        }
        set((s) => {
          s.screen = 'playing';
          s.gameId = newId();
          // The seed stays off the screen during play (issue 17), so the default name does not carry it.
          s.gameName = name ?? t('app.defaultName', { date: new Date().toLocaleString() });
          s.undoAllowed = undo;
          s.players = { ...players };
          s.thinking = null;
          s.lesson = null;
          s.game = castDraft(game);
          s.actions = castDraft(actions);
          s.start = null;
          s.log = castDraft(log);
          s.viewer = humanViewer(players, activeSide(game));
          s.replay = null;
          s.openedFromFile = false;
          s.fault = null;
          reset(s);
        });
        persist();
      },
      openGame({ game, start, actions, log, players = HUMANS, notice = null }, name) {
        set((s) => {
          s.screen = 'playing';
          s.gameId = newId();
          s.gameName = name ?? t('app.openedName', { seed: String(game.seed) });
          s.undoAllowed = true;
          s.players = { ...players };
          s.thinking = null;
          s.lesson = null;
          s.openedFromFile = true;
          s.fault = null;
          s.game = castDraft(game);
          s.start = start ? castDraft(start) : null;
          s.actions = castDraft(actions);
          s.log = castDraft(log);
          s.viewer = game.result ? 'observer' : humanViewer(players, activeSide(game));
          s.replay = null;
          reset(s);
          s.fileError = notice;
        });
        reportProblem(null);
        void claimSavedGame(get().gameId);
        persist();
      },
      resumeGame({ game, start, actions, log, notice = null }, settings) {
        set((s) => {
          s.screen = 'playing';
          s.gameId = settings.id;
          s.gameName = settings.name;
          s.undoAllowed = settings.undoAllowed;
          s.players = { ...settings.players };
          if (settings.botBudget !== undefined) s.botBudget = settings.botBudget;
          if (settings.botDelay !== undefined) s.botDelay = settings.botDelay;
          s.thinking = null;
          // A lesson goes on where it was: its events since the start, its script's cursor at the step reached.
          s.lesson = settings.lesson
            ? { id: settings.lesson, events: castDraft(log.flatMap((e) => (e.event.type === 'undone' ? [] : [e.event as GameEvent]))), cursor: actions.length }
            : null;
          s.openedFromFile = false;
          s.fault = null;
          s.game = castDraft(game);
          s.start = start ? castDraft(start) : null;
          s.actions = castDraft(actions);
          s.log = castDraft(log);
          s.viewer = game.result ? 'observer' : humanViewer(settings.players, activeSide(game));
          s.replay = null;
          reset(s);
          s.fileError = notice;
        });
        reportProblem(null);
        void claimSavedGame(settings.id);
      },
      showNewGame() {
        set((s) => {
          s.screen = 'newGame';
          s.replay = null;
        });
      },
      dispatch(action, by = 'player') {
        const s0 = get();
        if (s0.replay) return;
        // Issue 17: a click never acts for a bot's side (the buttons are gone too; this is the last guard).
        if (by === 'player' && s0.players[action.side] !== 'human') return;
        let result: ReturnType<typeof applyAction>;
        try {
          result = applyAction(s0.game, action);
        } catch (e) {
          // An engine exception: the state is kept and the error boundary offers the way out.
          set((s) => {
            s.fault = e instanceof Error ? e.message : String(e);
          });
          return;
        }
        set((s) => {
          if (!result.ok) {
            s.lastError = result.error;
            return;
          }
          s.game = castDraft(result.state);
          s.actions.push(castDraft(action));
          if (s.lesson) {
            s.lesson.events.push(...castDraft(result.events));
            s.lesson.cursor++;
          }
          s.lastError = null;
          s.choice = null;
          s.notice = null;
          if (action.type === 'setupPlace') s.selectedPiece = null;
          for (const event of result.events) s.log.push(castDraft({ step: result.state.step, event }));
          if (result.state.result) s.viewer = 'observer';
        });
        if (result.ok) persist();
      },
      dispatchAll(actions) {
        for (const action of actions) {
          const before = get().game.step;
          get().dispatch(action);
          if (get().game.step === before || get().game.pending.at(-1)?.kind !== 'landMove') break;
        }
      },
      takeOver(side) {
        set((s) => {
          s.viewer = side;
          s.openPlace = null;
          s.selectedPiece = null;
        });
      },
      undo() {
        const s0 = get();
        if (!undoable(s0)) return;
        const taken = s0.actions[s0.actions.length - 1]!;
        const rebuilt = caught(() => {
          let state = origin(s0.game, s0.start);
          for (const action of s0.actions.slice(0, -1)) {
            const r = applyAction(state, action);
            if (!r.ok) return null; // cannot happen: these actions were all applied before
            state = r.state;
          }
          return state;
        });
        if (!rebuilt) return;
        const state = rebuilt;
        set((s) => {
          s.game = castDraft(state);
          s.actions.pop();
          s.log = s.log.filter((e) => e.step <= state.step);
          s.log.push(castDraft({ step: state.step, event: { type: 'undone', side: taken.side, action: taken, label: actionLabel(taken, state.phase) } }));
          reset(s);
        });
        persist();
      },
      enterReplay() {
        const s0 = get();
        // Issue 17: never while the hand-over cover is up (it would show the board to the wrong player).
        if (s0.replay || handoverDue(s0)) return;
        const full = s0.game.result !== null || s0.openedFromFile;
        const states: GameState[] = [];
        const logs: LogEntry[] = [];
        const built = caught(() => {
          let state = origin(s0.game, s0.start);
          states.push(state);
          for (const action of s0.actions) {
            const r = applyAction(state, action);
            if (!r.ok) break;
            state = r.state;
            states.push(state);
            for (const event of r.events) logs.push({ step: state.step, event });
          }
          return true;
        });
        if (!built) return;
        set((s) => {
          s.replay = castDraft({
            states, logs, actions: [...s0.actions], start: s0.start, index: states.length - 1, playing: false,
            resume: { game: s0.game, start: s0.start, actions: s0.actions, log: s0.log, viewer: s0.viewer },
            full,
          });
          // A live game is replayed as the player at the screen sees it; the full viewer starts as an observer.
          s.viewer = full ? 'observer' : s0.viewer;
          reset(s);
        });
      },
      replayTo(index) {
        const r = get().replay;
        if (!r) return;
        const i = Math.max(0, Math.min(r.states.length - 1, index));
        set((s) => {
          s.replay!.index = i;
          s.game = castDraft(r.states[i]!);
          s.log = castDraft(r.logs.filter((e) => e.step <= r.states[i]!.step));
        });
      },
      setPlaying(playing) {
        set((s) => {
          if (s.replay) s.replay.playing = playing;
        });
      },
      leaveReplay() {
        const r = get().replay;
        if (!r) return;
        set((s) => {
          s.game = castDraft(r.resume.game);
          s.start = r.resume.start ? castDraft(r.resume.start) : null;
          s.actions = castDraft(r.resume.actions);
          s.log = castDraft(r.resume.log);
          s.replay = null;
          // Exactly the seat as it was: if a hand-over was due, the cover comes back up.
          s.viewer = r.resume.viewer;
          reset(s);
        });
      },
      forkHere() {
        const r = get().replay;
        if (!r) return;
        // The live game stays as it was last saved, under its own id; the branch is a new saved game.
        const branch = branchAt(r, !r.full, randomDiceSecret());
        const here = r.states[r.index]!;
        set((s) => {
          s.gameId = newId();
          s.gameName = t('replay.branchName', { name: s.gameName, turn: here.turn, step: here.step });
          s.game = castDraft(branch.game);
          s.start = branch.start ? castDraft(branch.start) : null;
          s.actions = castDraft(branch.actions);
          s.log = castDraft(branch.log);
          s.replay = null;
          s.openedFromFile = false;
          // Who sits at the screen stays; if the branch's side to act is the other player, the cover is up.
          s.viewer = r.full ? humanViewer(s.players, activeSide(branch.game)) : r.resume.viewer;
          reset(s);
        });
        persist();
      },
      backToLastGoodStep() {
        const s0 = get();
        const base = s0.replay ? s0.replay.resume : s0;
        let good: ReturnType<typeof lastGoodStep> = null;
        try {
          good = lastGoodStep(origin(base.game, base.start), base.actions);
        } catch {
          good = null;
        }
        if (!good) return false;
        const back = good;
        set((s) => {
          s.game = castDraft(back.game);
          s.actions = castDraft(back.actions);
          s.start = base.start ? castDraft(base.start) : null;
          s.log = castDraft(back.log);
          s.replay = null;
          s.fault = null;
          // Whoever sits at the screen stays; if the side to act is the other player's, the cover comes up.
          s.viewer = s0.replay ? s0.replay.resume.viewer : s0.viewer;
          reset(s);
        });
        persist();
        return true;
      },
      clearFault() {
        set((s) => {
          s.fault = null;
        });
      },
      setViewer(viewer) {
        set((s) => {
          // A live game's replay shows only the view of the player at the screen (issue 17).
          if (s.replay && !s.replay.full) return;
          s.viewer = viewer;
        });
      },
      fileMessage(message) {
        set((s) => {
          s.fileError = message;
        });
      },
      hover(hex) {
        set((s) => {
          s.hoverHex = hex;
        });
      },
      select(hex) {
        set((s) => {
          s.selectedHex = hex;
        });
      },
      showPlace(key) {
        set((s) => {
          s.openPlace = key;
        });
      },
      selectPiece(piece) {
        set((s) => {
          s.selectedPiece = piece;
        });
      },
      offerChoice(choice) {
        set((s) => {
          s.choice = choice ? castDraft(choice) : null;
        });
      },
      say(notice) {
        set((s) => {
          s.notice = notice;
        });
      },
      openRules(caseId) {
        set((s) => {
          s.rules = { caseId: caseId ?? null };
        });
      },
      beginLesson(id, state, learner) {
        const lessonBot = (side: Side) => (learner === 'both' || learner === side ? 'human' : 'lesson');
        set((s) => {
          s.screen = 'playing';
          s.gameId = newId();
          s.gameName = t('app.lessonName', { title: lessonById(id)?.title[currentLanguage()] ?? id });
          s.game = castDraft(state);
          s.start = castDraft(state);
          s.actions = [];
          s.log = [];
          s.players = { chile: lessonBot('chile'), allied: lessonBot('allied') };
          s.viewer = learner === 'both' ? (activeSide(state) ?? 'observer') : learner;
          s.lesson = { id, events: [], cursor: 0 };
          s.replay = null;
          s.openedFromFile = false;
          s.fault = null;
          reset(s);
        });
      },
      endLesson() {
        set((s) => {
          s.lesson = null;
        });
      },
      setThinking(thinking) {
        set((s) => {
          s.thinking = thinking;
        });
      },
      setBotSettings({ budget, delay }) {
        set((s) => {
          if (budget !== undefined) s.botBudget = budget;
          if (delay !== undefined) s.botDelay = delay;
        });
      },
      closeRules() {
        set((s) => {
          s.rules = null;
        });
      },
    };
  }),
);
