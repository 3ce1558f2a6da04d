import { setLock, type LockStatus } from './storageStatus';

/**
 * One game open in two tabs: the first tab to open it holds a Web Lock named after its id for as long as
 * it plays it; another tab that opens it finds the lock taken ('elsewhere') and does not save it. That
 * tab may take the game over (steal the lock): the first tab's lock is then aborted and it stops saving
 * ('takenOver'). Without Web Locks (old browsers, the component tests' DOM) every tab saves, as before.
 */
const PREFIX = 'wotp.game.';

interface Claim {
  readonly gameId: string;
  readonly ready: Promise<LockStatus>;
  readonly release: () => void;
}
let current: Claim | null = null;

function lockManager(): LockManager | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

/** Hold the game's lock if no other tab holds it; resolves with who may save it. */
export function claimGame(gameId: string): Promise<LockStatus> {
  if (current?.gameId === gameId) return current.ready;
  return hold(gameId, { ifAvailable: true });
}

/** Take the game's lock from the tab that holds it (that tab stops saving). */
export function takeOverGame(gameId: string): Promise<LockStatus> {
  return hold(gameId, { steal: true });
}

/** Let the game go (another tab may then open it freely). */
export function releaseGame(): void {
  current?.release();
  current = null;
}

function hold(gameId: string, how: { ifAvailable: true } | { steal: true }): Promise<LockStatus> {
  releaseGame();
  const manager = lockManager();
  if (!manager) {
    setLock(gameId, 'unsupported');
    current = { gameId, ready: Promise.resolve('unsupported'), release: () => {} };
    return current.ready;
  }
  setLock(gameId, 'claiming');
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let settle: (status: LockStatus) => void = () => {};
  const ready = new Promise<LockStatus>((resolve) => (settle = resolve));
  const claim: Claim = { gameId, ready, release };
  current = claim;
  const report = (status: LockStatus) => {
    if (current === claim) setLock(gameId, status);
    settle(status);
  };
  manager
    .request(`${PREFIX}${gameId}`, how, async (lock) => {
      report(lock ? 'held' : 'elsewhere');
      if (lock) await released;
    })
    // The request fails when another tab steals the lock (AbortError): this tab no longer saves the game.
    .catch(() => report('takenOver'));
  return ready;
}
