import { z } from 'zod';
import type { Action, GameState, Side } from '../../engine';
import type { RecapSpan } from './recapSpan';

/**
 * The recap a player had on screen, kept in localStorage so that a reload of the page in the middle of
 * a game shows it again once the game is resumed: which game and seat it was told to, its span, and the
 * step the game had reached when it came up. Only steps are kept: the recap is built again from the
 * log's events and the viewer's own view, so it holds no secret of the other side.
 */
const KEY = 'wotp.recap.v1';
/** The games remembered (one entry a game and seat; the oldest go first). */
const KEPT = 20;

const step = z.number().int().min(0).max(1_000_000);
const side = z.enum(['chile', 'allied']);
const spanSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('since'), from: step, to: step }),
  z.object({ kind: z.literal('turn'), turn: z.number().int().min(0).max(100), side, from: step, to: step }),
]);
const entrySchema = z.object({ gameId: z.string().min(1).max(200), seat: side, span: spanSchema, at: step });
const memorySchema = z.array(entrySchema).max(KEPT);

type Entry = z.output<typeof entrySchema>;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The entries kept: none when there are none, or when what is there does not read (it is then left to be overwritten). */
function read(): Entry[] {
  try {
    const r = memorySchema.safeParse(JSON.parse(storage()?.getItem(KEY) ?? '[]'));
    return r.success ? r.data : [];
  } catch {
    return [];
  }
}

function write(entries: readonly Entry[]): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(entries.slice(-KEPT)));
  } catch {
    // not kept (storage full or refused): the recap is lost on a reload, as before
  }
}

const other = (gameId: string, seat: Side) => (e: Entry) => e.gameId !== gameId || e.seat !== seat;

/** The recap on screen for this game's seat, since the game reached step `at`. */
export function rememberRecap(gameId: string, seat: Side, span: RecapSpan, at: number): void {
  write([...read().filter(other(gameId, seat)), { gameId, seat, span: { ...span }, at }]);
}

/** The seat's player has done with it (closed, or handed the device over). */
export function forgetRecap(gameId: string, seat: Side): void {
  const entries = read();
  const kept = entries.filter(other(gameId, seat));
  if (kept.length !== entries.length) write(kept);
}

/**
 * The recap the seat had on screen in this game, if it still stands: its span lies within the game's
 * actions, and since it came up only the seat itself has acted — once the other side has, the recap due
 * then tells it (a stale one never comes back). Null when there is none.
 */
export function recalledRecap(record: { readonly gameId: string; readonly game: GameState; readonly actions: readonly Action[] }, seat: Side): RecapSpan | null {
  const entry = read().find((e) => !other(record.gameId, seat)(e));
  if (!entry) return null;
  const { span, at } = entry;
  const base = record.game.step - record.actions.length;
  if (span.from < base || span.from > span.to || span.to > at || at > record.game.step) return null;
  if (record.actions.slice(at - base).some((a) => a.side !== seat)) return null;
  return span;
}
