import { castDraft } from 'immer';
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import {
  activeSide, applyAction, newGame, type Action, type EngineError, type GameEvent, type GameState, type RulesOptions, type Side,
} from '../engine';

/** One line of the game log: the event and the step (action number) that produced it. */
export interface LogEntry {
  readonly step: number;
  readonly event: GameEvent;
}

export interface NewGameSettings {
  readonly seed: string | number;
  readonly options?: Partial<RulesOptions>;
  /** Historical: both sides take the historical set-up at once; manual: each places his own pieces. */
  readonly setup?: 'historical' | 'manual';
}

export interface GameStore {
  screen: 'newGame' | 'playing';
  game: GameState;
  /** Every action applied, in order (a game file's body, issue 9). */
  actions: Action[];
  /** The state the actions start from when the game did not begin as a new game (an opened position). */
  start: GameState | null;
  /** The answer to the last file opened, if it was refused. */
  fileError: string | null;
  log: LogEntry[];
  /** Who is at the screen (hot seat). When the side to act differs, the hand-over cover hides the board. */
  viewer: Side | 'observer';
  /** The engine's answer to the last refused action, shown to the player. */
  lastError: EngineError | null;
  hoverHex: string | null;
  selectedHex: string | null;
  /** The stack or box opened in the stack panel (a piecesByPlace key), if any. */
  openPlace: string | null;
  /** A piece picked in the stack panel, so that a click on the map places or moves it. */
  selectedPiece: string | null;
  /** Several legal actions aimed at one place: the player picks one. */
  choice: { place: string; actions: Action[] } | null;
  /** A one-line answer to a click that could do nothing. */
  notice: string | null;
  startGame(settings: NewGameSettings): void;
  showNewGame(): void;
  /** Replace the game with an opened game file or position (already validated). */
  openGame(opened: { game: GameState; start: GameState | null; actions: Action[]; log: LogEntry[] }): void;
  fileMessage(message: string | null): void;
  /** Send an action to the engine; the UI only ever sends actions taken from legalActions. */
  dispatch(action: Action): void;
  /** The player who must act takes the device (after the hand-over cover). */
  takeOver(side: Side): void;
  hover(hex: string | null): void;
  select(hex: string | null): void;
  showPlace(key: string | null): void;
  selectPiece(piece: string | null): void;
  offerChoice(choice: { place: string; actions: Action[] } | null): void;
  say(notice: string | null): void;
  /** Apply several actions in turn (a multi-hex move), stopping at the first the engine refuses. */
  dispatchAll(actions: readonly Action[]): void;
}

export function randomSeed(): string {
  // The UI (not the engine) picks a fresh seed for a new game; every die after that is seeded.
  return crypto.getRandomValues(new Uint32Array(1))[0]!.toString(36);
}

export const useGameStore = create<GameStore>()(
  immer((set, get) => ({
    screen: 'newGame',
    game: newGame({ seed: randomSeed() }),
    actions: [],
    start: null,
    fileError: null,
    log: [],
    viewer: 'allied',
    lastError: null,
    hoverHex: null,
    selectedHex: null,
    openPlace: null,
    selectedPiece: null,
    choice: null,
    notice: null,
    startGame({ seed, options, setup = 'manual' }) {
      let game = newGame({ seed, options });
      const actions: Action[] = [];
      const log: LogEntry[] = [];
      if (setup === 'historical') {
        for (const side of ['allied', 'chile'] as const) {
          for (const action of [{ type: 'historicalSetup', side }, { type: 'endPhase', side }] as const) {
            const r = applyAction(game, action);
            if (!r.ok) throw new Error(r.error.message);
            game = r.state;
            actions.push(action);
            for (const event of r.events) log.push({ step: game.step, event });
          }
        }
      }
      set((s) => {
        s.screen = 'playing';
        s.game = castDraft(game);
        s.actions = castDraft(actions);
        s.start = null;
        s.log = castDraft(log);
        s.viewer = activeSide(game) ?? 'observer';
        s.lastError = null;
        s.selectedHex = null;
        s.openPlace = null;
        s.selectedPiece = null;
        s.choice = null;
        s.notice = null;
      });
    },
    openGame({ game, start, actions, log }) {
      set((s) => {
        s.screen = 'playing';
        s.game = castDraft(game);
        s.start = start ? castDraft(start) : null;
        s.actions = castDraft(actions);
        s.log = castDraft(log);
        s.viewer = activeSide(game) ?? 'observer';
        s.fileError = null;
        s.lastError = null;
        s.openPlace = null;
        s.selectedPiece = null;
        s.choice = null;
      });
    },
    fileMessage(message) {
      set((s) => {
        s.fileError = message;
      });
    },
    showNewGame() {
      set((s) => {
        s.screen = 'newGame';
      });
    },
    dispatch(action) {
      const result = applyAction(get().game, action);
      set((s) => {
        if (!result.ok) {
          s.lastError = result.error;
          return;
        }
        s.game = castDraft(result.state);
        s.actions.push(castDraft(action));
        s.lastError = null;
        s.choice = null;
        s.notice = null;
        if (action.type === 'setupPlace') s.selectedPiece = null;
        for (const event of result.events) s.log.push(castDraft({ step: result.state.step, event }));
        if (result.state.result) s.viewer = 'observer';
      });
    },
    takeOver(side) {
      set((s) => {
        s.viewer = side;
        s.openPlace = null;
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
    dispatchAll(actions) {
      for (const action of actions) {
        const before = get().game.step;
        get().dispatch(action);
        if (get().game.step === before || get().game.pending.at(-1)?.kind !== 'landMove') break;
      }
    },
  })),
);
