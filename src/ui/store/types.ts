import type { Action, GameEvent, GameState, RulesOptions, Side } from '../../engine';

/**
 * The data the store shares with the files, storage, crash and replay modules. This file imports
 * nothing from the store, so they can use these types without an import cycle (issue 22).
 */

/** Who sits at the screen (hot seat): a side, or an observer (between two bots, a finished game, a full replay). */
export type Viewer = Side | 'observer';

/** A line of the log: an engine event, or the interface's note that an action was taken back. */
export type LogEvent = GameEvent | { readonly type: 'undone'; readonly side: Side; readonly action: Action; readonly label: string };

/** One line of the game log: the event and the step (action number) that produced it. */
export interface LogEntry {
  readonly step: number;
  readonly event: LogEvent;
}

/** A game as the store holds it: its state, the state its actions start from, the actions and the log. */
export interface GameRecord {
  game: GameState;
  /** The state the actions start from when the game did not begin as a new game (an opened position); null otherwise. */
  start: GameState | null;
  /** Every action applied, in order (a game file's body). */
  actions: Action[];
  log: LogEntry[];
}

export interface NewGameSettings {
  readonly seed: string | number;
  readonly options?: Partial<RulesOptions>;
  /** Historical: both sides take the historical set-up at once; manual: each places his own pieces. */
  readonly setup?: 'historical' | 'manual';
  readonly name?: string;
  /** Undo: a player may take back his own actions until a die is rolled or the other side looks (rules note gen-undo). */
  readonly undo?: boolean;
  /** Who plays each side: 'human' or a bot's name. */
  readonly players?: Readonly<Record<Side, string>>;
  /** Testers: the dice from the seed alone (no dice secret), so the same seed gives the same dice. */
  readonly seedOnly?: boolean;
  /**
   * Hot seat: the hand-over cover asks the first side to act for the device before its set-up is shown,
   * as at every change of player (whoever pressed "Start the war" may be the other player). The new-game
   * screen asks for it; a game started by a lesson or a test shows the board at once.
   */
  readonly handOver?: boolean;
}

/** A game opened from a file or rebuilt from a saved record. */
export interface OpenedGameData extends GameRecord {
  /** Who plays each side, as an opened file says (two humans when it says nothing). */
  players?: Readonly<Record<Side, string>>;
  /** What the player must be told on opening (a player name the file has that this edition does not). */
  notice?: string | null;
}

/** What a saved game is resumed with, besides its game: its id and name, players, bot settings, undo and lesson. */
export interface GameSettings {
  readonly id: string;
  readonly name: string;
  readonly players: Readonly<Record<Side, string>>;
  /** Absent: keep the settings in use (a game moved from the first edition did not keep them). */
  readonly botBudget?: number;
  readonly botDelay?: number;
  readonly undoAllowed: boolean;
  /** The guided lesson the game is, if it still exists. */
  readonly lesson: string | null;
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
  resume: GameRecord & { viewer: Viewer };
  /**
   * The full viewer (view as either side or an observer): a finished game, a file played by bots alone,
   * the war as it was fought. Replaying a live game with a human in it, resumed or opened from a file,
   * shows only the view of the player at the screen (issue 17).
   */
  full: boolean;
}
