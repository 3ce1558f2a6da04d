import type { GameStore } from './gameStore';
import { NO_NOTICES } from './noticeSlice';
import { NO_SELECTION } from './selectionSlice';
import type { GameRecord } from './types';

/** A game put on the board (a step taken back, a replay left, a branch, the last good step): the replay closed, nothing picked or told. */
export function onBoard({ game, start, actions, log }: GameRecord): Partial<GameStore> {
  return { game, start, actions, log, replay: null, passedPhases: 0, ...NO_SELECTION, ...NO_NOTICES };
}

/** A session begun (a new game, a file or saved game opened, a lesson): on the board, no bot at work, no fault. */
export function newSession(record: GameRecord): Partial<GameStore> {
  // The pointer rests where the player clicked to start: a hover there is not his (a hex card opened by itself as a lesson began: QA round 5).
  return { ...onBoard(record), screen: 'playing', thinking: null, fault: null, cameras: {}, hoverHex: null, hoverQuiet: true, hoverHeld: null, hoverPinned: false, setAsidePicks: null };
}
