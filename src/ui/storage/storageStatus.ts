import { create } from 'zustand';

/** Why the last autosave did not write the game (shown to the player; autosave never fails silently). */
export type SaveProblem =
  /** The browser refused the write: `quota` when its storage is full. */
  | { readonly kind: 'writeFailed'; readonly gameId: string; readonly quota: boolean; readonly error: string }
  /** The state breaks the engine's invariants: it is not written over the last good save. */
  | { readonly kind: 'brokenState'; readonly gameId: string; readonly problem: string };

/**
 * Who may save a game: this tab holds its lock ('held'), another tab does ('elsewhere'), another tab took
 * it from this one ('takenOver'), or the browser has no Web Locks ('unsupported': this tab saves).
 */
export type LockStatus = 'claiming' | 'held' | 'elsewhere' | 'takenOver' | 'unsupported';

export interface StorageStatus {
  problem: SaveProblem | null;
  lock: { readonly gameId: string; readonly status: LockStatus } | null;
}

/** The saved-games storage's own state, apart from the game store: what went wrong, who holds the game. */
export const useStorageStatus = create<StorageStatus>()(() => ({ problem: null, lock: null }));

export function reportProblem(problem: SaveProblem | null): void {
  useStorageStatus.setState({ problem });
}

export function setLock(gameId: string, status: LockStatus): void {
  useStorageStatus.setState({ lock: { gameId, status } });
}

/** May this tab write the game's record? */
export function maySave(gameId: string): boolean {
  const lock = useStorageStatus.getState().lock;
  return !lock || lock.gameId !== gameId || lock.status === 'held' || lock.status === 'unsupported';
}
