import type { StateCreator } from 'zustand';
import type { Action, EngineError, GameEvent, GameState, Side } from '../../engine';
import type { ShipType } from '../../engine/counters/types';
import type { GameRecord, GameSettings, NewGameSettings, OpenedGameData, ReplayState, Viewer } from './types';

/**
 * The game store, in slices (zustand's slices pattern), one concept each; `useGameStore` composes them.
 * Each slice's fields and actions are declared here, its implementation in its own file.
 */

/** The game session: the game on the board, how it was reached, and the actions that play it on. */
export interface SessionSlice extends GameRecord {
  screen: 'newGame' | 'playing';
  gameId: string;
  gameName: string;
  /** Undo switched on for this game. */
  undoAllowed: boolean;
  /** The game was opened from a file: its replay keeps the full viewer (set by openGame for files). */
  openedFromFile: boolean;
  /**
   * How many of the last actions ended, on the interface's own, phases the side to act had nothing to
   * do in (play/emptyPhase.ts): one Undo takes them back with the player's action before them. 0 once
   * anything else is applied, taken back or put on the board.
   */
  passedPhases: number;

  startGame(settings: NewGameSettings): void;
  /** Open a game file or position as a new saved game: a fresh session (no lesson, bot at work, selection or replay), the file's players. */
  openGame(opened: OpenedGameData, name?: string): void;
  /**
   * The game opened as `openedId` is the very game, at the very point, that Saved games holds as `saved`
   * (storage/findSavedCopy): it takes that one's place (its id; its name unless the file named it), and
   * the entry it had been saved under goes. Nothing happens if another game is on the board by then.
   */
  adoptSavedCopy(openedId: string, saved: { id: string; name: string }, fileNamed: boolean): void;
  /** Resume a saved game under its own id, with everything it was started with (players, bots, undo, lesson). */
  resumeGame(opened: OpenedGameData, settings: GameSettings): void;
  showNewGame(): void;
  /**
   * Apply an action. A player's click ('player', the default) is refused for a side a bot plays (issue
   * 17: nothing on the screen acts for the bot); the bot driver sends 'bot'.
   */
  dispatch(action: Action, by?: 'player' | 'bot'): void;
  /** Apply actions one after another while each is applied and a land move goes on (a route walked). */
  dispatchAll(actions: readonly Action[]): void;
  /** Take back the last action when the engine's undoable allows it (see canUndo). */
  undo(): void;
}

/** Who sits at the screen and who plays each side (hot seat, issue 17). */
export interface SeatSlice {
  /** Who is at the screen. When the side to act differs, the hand-over cover hides the board. */
  viewer: Viewer;
  /** Who plays each side: 'human' or a bot's name (issue 10). */
  players: Record<Side, string>;
  /** The next player takes the device (the hand-over cover's button); 'observer': both players, for a naval combat fought at the table (7.9). */
  takeOver(viewer: Viewer): void;
  /** The roll step (play/seat.ts rollsBeforeHandover) last dismissed by the roller, by its key; null: none. */
  rollSeen: string | null;
  /** The roller has seen the dice of his action: the hand-over may go on. */
  dismissRolls(key: string): void;
  /** A finished game or a full replay: view as either side or as an observer. */
  setViewer(viewer: Viewer): void;
}

/** Stepping through the game played so far, and branching from a step. */
export interface ReplaySlice {
  replay: ReplayState | null;
  /** Replay this game (tour: the war as it was fought, seen with the full viewer). */
  enterReplay(tour?: boolean): void;
  replayTo(index: number): void;
  setPlaying(playing: boolean): void;
  leaveReplay(): void;
  /** Continue playing from the replay's current step, as a new saved game named as a branch. */
  /** Continue from the replayed step as a new saved game; `players` (a full replay only) sets who plays each side from there. */
  forkHere(players?: Readonly<Record<Side, string>>): void;
}

/** What the player points at, has picked, or is asked to choose between on the map. */
export interface SelectionSlice {
  /** The hex under the pointer (only the hex readout reads it: the map's layers never do). */
  hoverHex: string | null;
  selectedHex: string | null;
  /**
   * The hex of a link followed in the log or the recap: outlined on the map, and nothing picked. It was
   * selected, so a recap line on a naval battle picked the player's ships there for an NADC, and the
   * next click on that hex acted at once (table QA round 11).
   */
  lookedAt: string | null;
  /** The place whose stack is open in the stack panel. */
  openPlace: string | null;
  selectedPiece: string | null;
  /**
   * 4.1 I / 4.2: of the ships of the place picked for NADCs, only the warships or only the transports
   * take the next order (a mixed stack was ordered ship by ship to leave its transports in port); null: all.
   */
  nadcPick: ShipType | null;
  /** Several legal actions aimed at one place: the player picks one. */
  choice: { place: string; actions: Action[] } | null;
  /**
   * Set as the next player takes the device: the pointer still stands where he tapped the cover, and the
   * browser's hover there opened a hex card by itself. A hover is ignored until the pointer moves.
   */
  hoverQuiet: boolean;
  /** While hovers are ignored, the last place the pointer entered (or left: null), shown when it moves. */
  hoverHeld: string | null;
  /**
   * The card shown was asked for by a long press (a touch screen has no hover): it stays as the finger
   * lifts, until its × or the next tap closes it (QA round 19c: it vanished with the lift).
   */
  hoverPinned: boolean;
  /** A long press on a place: its card, kept as the finger lifts. */
  pinHover(place: string): void;
  /** The card's ×: no card, whatever held it. */
  closeCard(): void;
  /** The pointer moved (or tapped) after a hand-over: hovers count again. */
  wakeHover(): void;
  /** The map moved under the pointer (a pan or a zoom): no hex card until the pointer moves on. */
  quietHover(): void;
  hover(hex: string | null): void;
  select(hex: string | null): void;
  lookAt(hex: string | null): void;
  showPlace(key: string | null): void;
  selectPiece(piece: string | null): void;
  pickShips(kind: ShipType | null): void;
  offerChoice(choice: { place: string; actions: readonly Action[] } | null): void;
  /**
   * Each player's own view of the map (pan and zoom) while he is away from the screen, so the one taking
   * the device finds the map as he left it, and never where the other was looking (hot seat). None: the
   * default view. Read by MapView as it is drawn; no component re-renders on it.
   */
  cameras: Partial<Record<Viewer, { readonly x: number; readonly y: number; readonly k: number }>>;
  keepCamera(viewer: Viewer, camera: { readonly x: number; readonly y: number; readonly k: number } | null): void;
  /** The hexes the map was last asked to bring into view (a new object each time: MapView pans to it). */
  mapFocus: { readonly hexes: readonly string[] } | null;
  /** Bring these hexes into view: the map pans to them, zooming out only when they do not fit. */
  focusMap(hexes: readonly string[]): void;
}

/** The bots' settings and the one at work. */
export interface BotSlice {
  /** The search bot's budget (simulated engine steps): its strength. */
  botBudget: number;
  /** Milliseconds between a bot's moves, so they can be watched one by one. */
  botDelay: number;
  /** A bot at work: which side, which bot, how far (0–1). */
  thinking: { side: Side; bot: string; progress: number } | null;
  setThinking(thinking: { side: Side; bot: string; progress: number } | null): void;
  setBotSettings(settings: { budget?: number; delay?: number }): void;
}

/** A guided lesson under way. */
export interface LessonSlice {
  /**
   * Its id, the events since it began (for its goal check), the next scripted action, and whether the
   * learner has begun it: until then its introduction is shown and the scripted opponent waits, so
   * nothing is asked of the learner before he has read it (QA round 6).
   */
  lesson: { id: string; events: GameEvent[]; cursor: number; begun: boolean } | null;
  /** Start a lesson from its starting state; the side the learner does not play is scripted (bot 'lesson'). */
  beginLesson(id: string, state: GameState, learner: Side | 'both'): void;
  /** The learner has read the introduction: play begins (the scripted opponent may move). */
  beginLessonPlay(): void;
  /** The lesson under way, again from its start position (its introduction shown again). */
  restartLesson(): void;
  endLesson(): void;
}

/** The rules reference dialog. */
export interface RulesSlice {
  /** The rules reference, when open, and the case it shows. */
  rules: { caseId: string | null } | null;
  openRules(caseId?: string): void;
  closeRules(): void;
}

/** What the player is told: the engine's refusal, a file's problem, a note. */
export interface NoticeSlice {
  lastError: EngineError | null;
  fileError: string | null;
  notice: string | null;
  fileMessage(message: string | null): void;
  say(notice: string | null): void;
}

/** An engine exception caught, and the way back from it (issue 17: never a blank page). */
export interface FaultSlice {
  /** An engine exception caught in an action (the error boundary shows it; the state was kept). */
  fault: string | null;
  clearFault(): void;
  /** After a crash: the game back at its last good step (all actions but the last, invariants holding). */
  backToLastGoodStep(): boolean;
}

/** The combat result cards each viewer has put away (issue 18): a card stays until its viewer dismisses it. */
export interface CombatCardSlice {
  /** By who sits at the screen (hot seat: each player dismisses his own), the keys of the cards dismissed. */
  dismissedCards: Record<Viewer, string[]>;
  /** The player at the screen puts a card away. */
  dismissCard(key: string): void;
  /** 7.9: the ships picked to set aside, not yet sent (the set-aside prompt), at the step they were picked at. */
  setAsidePicks: { readonly step: number; readonly ships: readonly string[] } | null;
  pickSetAside(picks: { readonly step: number; readonly ships: readonly string[] } | null): void;
}

export type GameStore = SessionSlice & SeatSlice & ReplaySlice & SelectionSlice & BotSlice & LessonSlice & RulesSlice & NoticeSlice & FaultSlice & CombatCardSlice;

/** One slice of the store: it may read and set the whole store (with immer's drafts where a nested update is easier). */
export type Slice<T> = StateCreator<GameStore, [['zustand/immer', never]], [], T>;
