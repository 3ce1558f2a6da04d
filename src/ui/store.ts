import { castDraft } from 'immer';
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import {
  applyAction, newGame, type Action, type EngineError, type GameEvent, type GameState,
} from '../engine';

/** One line of the game log: the event and the step (action number) that produced it. */
export interface LogEntry {
  readonly step: number;
  readonly event: GameEvent;
}

export interface GameStore {
  game: GameState;
  log: LogEntry[];
  /** The engine's answer to the last refused action, shown to the player. */
  lastError: EngineError | null;
  hoverHex: string | null;
  selectedHex: string | null;
  startGame(seed: string | number): void;
  /** Send an action to the engine; the UI only ever sends actions taken from legalActions. */
  dispatch(action: Action): void;
  hover(hex: string | null): void;
  select(hex: string | null): void;
}

export function randomSeed(): string {
  // The UI (not the engine) picks a fresh seed for a new game; every die after that is seeded.
  return crypto.getRandomValues(new Uint32Array(1))[0]!.toString(36);
}

export const useGameStore = create<GameStore>()(
  immer((set, get) => ({
    game: newGame({ seed: randomSeed() }),
    log: [],
    lastError: null,
    hoverHex: null,
    selectedHex: null,
    startGame(seed) {
      set((s) => {
        s.game = castDraft(newGame({ seed }));
        s.log = [];
        s.lastError = null;
        s.selectedHex = null;
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
        s.lastError = null;
        for (const event of result.events) s.log.push(castDraft({ step: result.state.step, event }));
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
  })),
);
