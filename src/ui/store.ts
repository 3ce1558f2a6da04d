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
  log: LogEntry[];
  /** Who is at the screen (hot seat). When the side to act differs, the hand-over cover hides the board. */
  viewer: Side | 'observer';
  /** The engine's answer to the last refused action, shown to the player. */
  lastError: EngineError | null;
  hoverHex: string | null;
  selectedHex: string | null;
  /** The stack or box opened in the stack panel (a piecesByPlace key), if any. */
  openPlace: string | null;
  startGame(settings: NewGameSettings): void;
  showNewGame(): void;
  /** Send an action to the engine; the UI only ever sends actions taken from legalActions. */
  dispatch(action: Action): void;
  /** The player who must act takes the device (after the hand-over cover). */
  takeOver(side: Side): void;
  hover(hex: string | null): void;
  select(hex: string | null): void;
  showPlace(key: string | null): void;
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
    log: [],
    viewer: 'allied',
    lastError: null,
    hoverHex: null,
    selectedHex: null,
    openPlace: null,
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
        s.log = castDraft(log);
        s.viewer = activeSide(game) ?? 'observer';
        s.lastError = null;
        s.selectedHex = null;
        s.openPlace = null;
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
  })),
);
