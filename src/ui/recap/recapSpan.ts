import type { PhaseId, Side } from '../../engine';
import type { GameRecord, LogEntry } from '../store/types';
import { stateAt } from './stateAt';

/**
 * What a recap covers: the log's lines after one step up to another (steps are action numbers), and
 * whether it is "since your last turn" or one player turn reopened from the turn track.
 */
export type RecapSpan =
  | { readonly kind: 'since'; readonly from: number; readonly to: number }
  | { readonly kind: 'turn'; readonly turn: number; readonly side: Side; readonly from: number; readonly to: number };

/**
 * Since the viewer's last action: the steps after it up to now (from the start when he has not acted);
 * once his own player turn has come, since his last action in his own player turn.
 * When that action was an answer given in the other side's player turn (a fleet let pass, 7.3; a
 * battle's hits taken), the engine went on with the other side's procedure within it (the fleet sailed
 * on, the battle ended): the span then starts before it, so that what it set off is told. An action in
 * his own player turn is not told back to him.
 */
export function sinceLastAction(record: Pick<GameRecord, 'game' | 'start' | 'actions'>, viewer: Side): RecapSpan {
  const base = record.game.step - record.actions.length;
  let last = record.actions.length - 1;
  while (last >= 0 && record.actions[last]!.side !== viewer) last--;
  // His own player turn has come: the whole of the other's is told, not only what followed his last
  // answer in it (QA round 9: the bot's Supply Columns, recruits and voyage before the interception it
  // asked about were never told at the next turn). His answers in it are passed over, back to his last
  // action in his own player turn (few answers: a state is rebuilt for each one only).
  if (record.game.side === viewer) {
    while (last >= 0 && (record.actions[last]!.side !== viewer || stateAt(record, base + last).side !== viewer)) last--;
  }
  if (last < 0) return { kind: 'since', from: base, to: record.game.step };
  // The step the action was taken at, and whose player turn it was then (the phasing player, 4.1).
  const taken = base + last;
  const theirs = stateAt(record, taken).side !== viewer;
  return { kind: 'since', from: theirs || endedPlayerTurn(record, taken) ? taken : taken + 1, to: record.game.step };
}

/**
 * Whether the action taken at `taken` ended its player turn: the engine then did, within that same
 * action, what begins the next player turn — after the Allied one, the next game turn's start (9.0
 * reinforcements to the recruit pools, forts arriving, 6.5 ships back from repair) — which the player
 * who ended his turn never saw: the device went to the other player at once. Such a span starts before
 * that action (the end of his own turn is no move of his to tell back; its consequences are).
 */
function endedPlayerTurn(record: Pick<GameRecord, 'game' | 'start' | 'actions'>, taken: number): boolean {
  const before = stateAt(record, taken);
  const after = stateAt(record, taken + 1);
  return playerTurnKey(before.turn, before.side, before.phase) !== playerTurnKey(after.turn, after.side, after.phase);
}

/** A player turn's name (4.1): the game turn and the phasing side, the set-up apart from the player turn after it. */
const playerTurnKey = (turn: number, side: Side, phase: PhaseId): string => `${phase === 'setup' ? 'setup' : turn}:${side}`;

/**
 * Whether a span lies within one player turn (the device came back in the middle of it: "since your
 * last move"). Read from the game's states — the state at the span's start is in the same game turn,
 * with the same phasing side, as the state at its end — not from the log alone: a game opened from a
 * position or a lesson has no phaseBegan line for the player turn it was opened in. A player turn the
 * log tells beginning within the span is another player turn all the same.
 */
export function withinPlayerTurn(record: Pick<GameRecord, 'game' | 'start' | 'actions' | 'log'>, span: Pick<RecapSpan, 'from' | 'to'>): boolean {
  const then = stateAt(record, span.from);
  const now = stateAt(record, span.to);
  const key = playerTurnKey(then.turn, then.side, then.phase);
  if (playerTurnKey(now.turn, now.side, now.phase) !== key) return false;
  return spanEntries(record.log, span).every(({ event }) => event.type !== 'phaseBegan' || playerTurnKey(event.turn, event.side, event.phase) === key);
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
