import { checkInvariants } from '../../engine/invariants/checkInvariants';
import type { GameStore } from '../store/gameStore';
import { deleteRecord, writeRecord } from './gameDb';
import { claimGame, releaseGame, takeOverGame } from './gameLock';
import { savedGameRecord, type GameSnapshot } from './savedGameRecord';
import { maySave, reportProblem, useStorageStatus, type LockStatus } from './storageStatus';

/**
 * The autosave, one write at a time in the order asked (a later step is never overwritten by an earlier
 * one). It never fails silently: a refused write (storage full, IndexedDB missing) and a state that
 * breaks the engine's invariants are reported to the player (storageStatus), and such a state is never
 * written over the last good record. A game another tab holds is not written at all (gameLock).
 */
let queue: Promise<unknown> = Promise.resolve();

function enqueue<T>(job: () => Promise<T>): Promise<T> {
  const next = queue.then(job);
  queue = next.catch(() => undefined);
  return next;
}

/** Save the game in progress (fire and forget; what goes wrong is shown, not thrown). */
export function autosave(s: GameSnapshot & Pick<GameStore, 'screen' | 'replay'>): void {
  if (s.screen !== 'playing' || s.replay) return;
  // The store's state is immutable (immer), so this snapshot stays as it is until written.
  const snapshot: GameSnapshot = {
    gameId: s.gameId, gameName: s.gameName, game: s.game, actions: s.actions, start: s.start, players: s.players,
    botBudget: s.botBudget, botDelay: s.botDelay, undoAllowed: s.undoAllowed, lesson: s.lesson, log: s.log,
  };
  void enqueue(() => write(snapshot));
}

/** Resolves once every autosave asked so far has been written (or refused and reported). */
export function whenSaved(): Promise<void> {
  return queue.then(() => undefined);
}

/** This tab now plays this game: hold its lock (in turn with the writes, so an older write cannot take it back). */
export function claimSavedGame(gameId: string): Promise<LockStatus> {
  return enqueue(() => claimGame(gameId));
}

/** Take the game from the tab that holds it. */
export function takeOverSavedGame(gameId: string): Promise<LockStatus> {
  return enqueue(() => takeOverGame(gameId));
}

/** Delete a saved game's record, in turn with the writes (after any write of it already asked for). */
export function forgetSavedGame(gameId: string): void {
  void enqueue(() => deleteRecord(gameId)).catch(() => undefined);
}

/** This tab no longer plays any game (the new-game screen). */
export function releaseSavedGame(): Promise<void> {
  return enqueue(async () => releaseGame());
}

async function write(s: GameSnapshot): Promise<void> {
  const broken = checkInvariants(s.game);
  if (broken.length > 0) {
    reportProblem({ kind: 'brokenState', gameId: s.gameId, problem: broken.map((v) => v.message).join('; ') });
    return;
  }
  await claimGame(s.gameId);
  if (!maySave(s.gameId)) return; // another tab holds the game; the lock notice says so
  try {
    await writeRecord(s.gameId, savedGameRecord(s, new Date()));
    if (useStorageStatus.getState().problem?.gameId === s.gameId) reportProblem(null);
  } catch (e) {
    reportProblem({ kind: 'writeFailed', gameId: s.gameId, quota: isQuotaError(e), error: errorText(e) });
  }
}

/** The browser's "storage full" (QuotaExceededError; Firefox's older NS_ERROR_DOM_QUOTA_REACHED). */
export function isQuotaError(e: unknown): boolean {
  const name = (e as { name?: unknown } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

export function errorText(e: unknown): string {
  if (e instanceof Error || e instanceof DOMException) return e.message || e.name;
  return String(e);
}
