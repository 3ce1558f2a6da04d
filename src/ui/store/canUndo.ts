import { undoable, type GameEvent } from '../../engine';
import type { GameStore } from './gameStore';
import type { LogEntry } from './types';

/** The events of the action that reached `step`: the log's last lines at that step (a take-back note aside). */
export function eventsAt(log: readonly LogEntry[], step: number): GameEvent[] {
  const events: GameEvent[] = [];
  for (let i = log.length - 1; i >= 0 && log[i]!.step === step; i--) {
    const event = log[i]!.event;
    if (event.type !== 'undone') events.unshift(event);
  }
  return events;
}

/**
 * The Undo button: undo is on for this game, the board is live (no replay), and the player at the
 * screen took the last action (before any phases with nothing to do passed after it, play/emptyPhase.ts), which the engine's undo rule (`undoable`, rules note gen-undo) lets him take back.
 */
export function canUndo(s: Pick<GameStore, 'undoAllowed' | 'actions' | 'log' | 'game' | 'viewer' | 'replay' | 'passedPhases'>): boolean {
  if (!s.undoAllowed || s.replay || s.actions.length <= s.passedPhases) return false;
  // The player's last action, before the phases the interface passed after it (they roll nothing).
  const last = s.actions[s.actions.length - 1 - s.passedPhases]!;
  return last.side === s.viewer && undoable(s.game, eventsAt(s.log, s.game.step - s.passedPhases), last.side);
}
