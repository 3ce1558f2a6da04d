import { readAllRecords, writeRecord } from './gameDb';
import { legacySavedGameSchema, SAVED_GAME_FORMAT, SAVED_GAME_VERSION, type LegacySavedGame, type SavedGame } from './savedGameSchema';
import { setupOf } from './savedGameRecord';

/** Where the first edition kept every saved game, as one JSON array. */
export const LEGACY_KEY = 'wotp.savedGames.v1';

export interface MigrationReport {
  /** Records written to IndexedDB (good and unreadable alike). */
  readonly moved: number;
  /** Ids under which the records that did not read were kept (the saved-games list reports them). */
  readonly unreadable: readonly string[];
  /** Why the move stopped (the old key is then kept, and the move is tried again next time). */
  readonly failed: string | null;
}

function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Move the saved games of localStorage into IndexedDB, once. Each good record becomes a record of its
 * own; a record that does not read is kept as it was under its id (or `legacy-N`), so the list reports
 * it and nothing is lost. A game already in IndexedDB is never overwritten (a move cut short and
 * resumed). The old key is removed only after every record is written.
 */
export async function migrateLocalStorage(): Promise<MigrationReport> {
  const local = localStore();
  const raw = local?.getItem(LEGACY_KEY);
  if (!local || raw === null || raw === undefined) return { moved: 0, unreadable: [], failed: null };
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    list = raw;
  }
  const items: unknown[] = Array.isArray(list) ? list : [list];
  const unreadable: string[] = [];
  let moved = 0;
  try {
    const existing = new Set((await readAllRecords()).map(([id]) => id));
    for (const [i, item] of items.entries()) {
      const parsed = legacySavedGameSchema.safeParse(item);
      const id = parsed.success ? parsed.data.id : unreadableId(item, i);
      if (!parsed.success) unreadable.push(id);
      if (existing.has(id)) continue;
      await writeRecord(id, parsed.success ? fromLegacy(parsed.data) : item);
      existing.add(id);
      moved++;
    }
  } catch (e) {
    return { moved, unreadable, failed: e instanceof Error || e instanceof DOMException ? e.message || e.name : String(e) };
  }
  local.removeItem(LEGACY_KEY);
  return { moved, unreadable, failed: null };
}

/** The key a record that does not read is kept under: its place in the old list, and its id if it had one. */
function unreadableId(item: unknown, index: number): string {
  const id = (item as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id.length > 0 && id.length <= 200 ? `legacy-${index + 1}-${id}` : `legacy-${index + 1}`;
}

/** A first-edition record as a saved game: it kept no players or settings, so two humans, undo allowed. */
export function fromLegacy(g: LegacySavedGame): SavedGame {
  const updated = new Date(g.updated);
  return {
    format: SAVED_GAME_FORMAT,
    version: SAVED_GAME_VERSION,
    id: g.id,
    name: g.name,
    updated: (Number.isNaN(updated.getTime()) ? new Date(0) : updated).toISOString(),
    seed: g.seed,
    options: g.options,
    start: g.start,
    actions: g.actions as SavedGame['actions'],
    players: { chile: 'human', allied: 'human' },
    undoAllowed: true,
    setup: setupOf(g.actions as SavedGame['actions'], g.start),
    lesson: null,
    turn: g.turn,
    side: g.side,
    phase: g.phase,
    result: g.result === null ? null : { winner: null, kind: 'over', turn: g.turn, chileVp: null },
  };
}
