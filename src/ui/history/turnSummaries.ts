import { chileVp, getMap, VICTORY_CHECKS, type GameEvent, type GameState, type Side, controller } from '../../engine';
import type { Message } from '../../engine/message';
import type { HexId } from '../../engine/hex';
import type { RecapItem } from '../recap/recapItems';
import { summarise } from '../recap/summarise';
import { viewOf } from '../store/selectors';
import type { LogEntry } from '../store/types';

/** An objective hex (5.1) that changed hands during a turn. */
export interface ObjectiveChange {
  readonly hex: HexId;
  /** The side that holds it at the end of the turn. */
  readonly side: Side;
  readonly vp: number;
}

/** The kinds of recap item a caption tells: the moves that change the war, not every march and order. */
const TOLD: ReadonlySet<RecapItem['kind']> = new Set(['landing', 'battle', 'navalBattle', 'sunk']);

/**
 * What one game turn changed, read from the replayed game itself: where the turn starts in the replay,
 * the landings, battles and sinkings (recap/summarise.ts), the objectives that changed hands, Chile's VP
 * at its end (5.1, with 5.5's bonus) and, on turns 5, 9 and 12, the victory check's verdict.
 */
export interface TurnSummary {
  readonly turn: number;
  /** The replay's index of the turn's first step (after the set-up on turn 1): where "next turn" jumps. */
  readonly startIndex: number;
  /** The replay's index of the state that closes the turn (the next turn's first state, or the last). */
  readonly endIndex: number;
  readonly items: readonly RecapItem[];
  readonly objectives: readonly ObjectiveChange[];
  /** Chile's VP at the end of the turn and the change over it; null when the turn is not over in the game. */
  readonly vp: { readonly chileVp: number; readonly change: number } | null;
  /** 5.5 (the naval bonus VP Chile earned) and 5.6 (Bolivia left the war), as the log tells them. */
  readonly turnEnd: readonly GameEvent[];
  /** 5.2–5.4: the check of a victory-check turn: Chile's VP and the verdict, as the engine said it. */
  readonly check: { readonly chileVp: number; readonly outcome: Message; readonly win: number } | null;
}

/** The replay's states and log (ReplayState): the states before and after each action, the log's lines by step. */
export interface ReplayRecord {
  readonly states: readonly GameState[];
  readonly logs: readonly LogEntry[];
}

const cache = new WeakMap<readonly GameState[], readonly TurnSummary[]>();

/** The turn summaries of a replay, computed once per replay (its states array is kept as it is). */
export function turnSummaries(replay: ReplayRecord): readonly TurnSummary[] {
  let summaries = cache.get(replay.states);
  if (!summaries) {
    summaries = summariseTurns(replay);
    cache.set(replay.states, summaries);
  }
  return summaries;
}

/** The summary of one turn, or null if the replay never reaches it. */
export function turnSummary(replay: ReplayRecord, turn: number): TurnSummary | null {
  return turnSummaries(replay).find((s) => s.turn === turn) ?? null;
}

function summariseTurns({ states, logs }: ReplayRecord): TurnSummary[] {
  const first = states[0];
  if (!first) return [];
  const map = getMap(first.options);
  const last = states.length - 1;
  // The log's lines by the turn they belong to: a turn ends where the next turn's first phase begins
  // (the action that closes a turn also opens the next, so its lines are split at that phaseBegan).
  const byTurn = new Map<number, LogEntry[]>();
  let turn = first.turn;
  for (const entry of logs) {
    const e = entry.event;
    if (e.type === 'phaseBegan' && e.turn !== turn) turn = e.turn;
    let lines = byTurn.get(turn);
    if (!lines) byTurn.set(turn, (lines = []));
    lines.push(entry);
  }
  const turns = [...new Set(states.map((s) => s.turn))].sort((a, b) => a - b);
  const objectives = Object.values(map.hexes).filter((h) => (h.town?.vp ?? 0) > 0);
  return turns.map((t) => {
    let startIndex = states.findIndex((s) => s.turn === t && s.phase !== 'setup');
    if (startIndex < 0) startIndex = states.findIndex((s) => s.turn === t);
    const next = states.findIndex((s) => s.turn > t);
    const endIndex = next < 0 ? last : next;
    const before = states[startIndex]!;
    const after = states[endIndex]!;
    const entries = (byTurn.get(t) ?? []).filter((e) => e.step > before.step);
    const events = entries.map((e) => e.event).filter((e): e is GameEvent => e.type !== 'undone');
    // A landing is told when it is on a beach or in a port its side did not hold (not a regiment put ashore at home).
    const told = (i: RecapItem) => TOLD.has(i.kind) && (i.kind !== 'landing' || i.beach || controller(before, i.hex) !== i.side);
    const items = summarise({ entries, before: viewOf(before, 'observer'), after: viewOf(after, 'observer'), map }).filter(told);
    const changed: ObjectiveChange[] = [];
    for (const hex of objectives) {
      const was = controller(before, hex.id) ?? null;
      const now = controller(after, hex.id) ?? null;
      if (now && now !== was && (now === 'chile' || was === 'chile')) changed.push({ hex: hex.id, side: now, vp: hex.town!.vp });
    }
    const recorded = after.vpRecord.find((r) => r.turn === t);
    const over = recorded !== undefined || after.result !== null;
    const vpNow = recorded?.chileVp ?? chileVp(after, map);
    const checked = events.find((e) => e.type === 'victoryChecked');
    return {
      turn: t,
      startIndex,
      endIndex,
      items,
      objectives: changed,
      vp: over ? { chileVp: vpNow, change: vpNow - chileVp(before, map) } : null,
      turnEnd: events.filter((e) => e.type === 'navalBonus' || e.type === 'boliviaQuits'),
      check: checked?.type === 'victoryChecked' ? { chileVp: checked.chileVp, outcome: checked.outcome, win: VICTORY_CHECKS[t]?.win ?? 0 } : null,
    };
  });
}
