import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

/** The browser's saved games: IndexedDB database `wotp`, object store `games`, one record per game id. */
export const GAMES_DB = 'wotp';
export const GAMES_STORE = 'games';

let games: UseStore | null = null;
function store(): UseStore {
  games ??= createStore(GAMES_DB, GAMES_STORE);
  return games;
}

// Each is async so that a browser without IndexedDB rejects (the caller shows it) instead of throwing.

/** Every record as stored, unchecked: [id, value]. */
export async function readAllRecords(): Promise<[string, unknown][]> {
  const all = await entries<IDBValidKey, unknown>(store());
  return all.map(([key, value]) => [String(key), value]);
}

export async function readRecord(id: string): Promise<unknown> {
  return get<unknown>(id, store());
}

export async function writeRecord(id: string, value: unknown): Promise<void> {
  await set(id, value, store());
}

export async function deleteRecord(id: string): Promise<void> {
  await del(id, store());
}
