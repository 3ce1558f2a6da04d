/**
 * The game store's public face for components. Modules the store itself uses (files, storage, crash,
 * replay, play/seat) import from `./types`, `./gameStore` or `./selectors` directly, never from here,
 * so that no import cycle runs through the store (issue 22).
 */
export { useGameStore } from './useGameStore';
export { canUndo } from './canUndo';
export { randomSeed } from './ids';
export { legalActionsOf, sideToAct, viewOf } from './selectors';
export { useLegalActions, useSideToAct } from './hooks';
export type { GameStore } from './gameStore';
export type { GameRecord, GameSettings, LogEntry, LogEvent, NewGameSettings, OpenedGameData, ReplayState, Viewer } from './types';
