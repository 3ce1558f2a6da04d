import type { Side } from '../../engine';
import type { GameRecord, LogEntry } from '../store/types';

/**
 * What a recap covers: the log's lines after one step up to another (steps are action numbers), and
 * whether it is "since your last turn" or one player turn reopened from the turn track.
 */
export type RecapSpan =
  | { readonly kind: 'since'; readonly from: number; readonly to: number }
  | { readonly kind: 'turn'; readonly turn: number; readonly side: Side; readonly from: number; readonly to: number };

/** Since the viewer's last action: the steps after it up to now (from the start when he has not acted). */
export function sinceLastAction(record: Pick<GameRecord, 'game' | 'actions'>, viewer: Side): RecapSpan {
  const base = record.game.step - record.actions.length;
  let last = record.actions.length - 1;
  while (last >= 0 && record.actions[last]!.side !== viewer) last--;
  return { kind: 'since', from: last < 0 ? base : base + last + 1, to: record.game.step };
}

/** The log's lines of a span. */
export function spanEntries(log: readonly LogEntry[], span: Pick<RecapSpan, 'from' | 'to'>): LogEntry[] {
  return log.filter((e) => e.step > span.from && e.step <= span.to);
}

/**
 * The player turns of the game so far (4.1: each game turn has a player turn per side), each from the
 * step before its first phase began to the step before the next one's: read from the log's phaseBegan lines.
 */
export function playerTurns(log: readonly LogEntry[], now: number): RecapSpan[] {
  const turns: { turn: number; side: Side; from: number }[] = [];
  for (const { step, event } of log) {
    if (event.type !== 'phaseBegan') continue;
    const current = turns.at(-1);
    if (current && current.turn === event.turn && current.side === event.side) continue;
    turns.push({ turn: event.turn, side: event.side, from: step - 1 });
  }
  return turns.map((t, i) => ({ kind: 'turn', ...t, to: turns[i + 1]?.from ?? now }));
}
