import type { Side } from '../../engine';
import type { LogEntry, LogEvent } from '../store/types';
import { logKind, type LogKind } from './logKind';
import { readMarch, type March } from './march';

interface LineBase {
  /** The game turn it happened in, and the side it concerns (the acting side when the event names none). */
  readonly turn: number;
  readonly side: Side;
  readonly kind: LogKind;
  /** The step (action number) of its last entry, and a key unique in the log. */
  readonly step: number;
  readonly key: string;
}

/** A run of NADC orders (4.1) given one after another: the ships that hold one at its end, in the order given. */
export interface NadcRun {
  readonly side: Side;
  readonly ships: readonly string[];
}

/**
 * A line of the log: one event, a whole march (8.2) condensed from its steps, rolls and attrition, or a
 * run of NADC orders (one line a ship made twenty lines an Administrative Phase: QA round 7).
 */
export type LogLine =
  | (LineBase & { readonly type: 'event'; readonly event: LogEvent })
  | (LineBase & { readonly type: 'march'; readonly march: March })
  | (LineBase & { readonly type: 'nadcs'; readonly nadcs: NadcRun });

/** The NADC orders given or taken back one after another by one side from entry i, and how many entries they are (0: none, or only one). */
function readNadcRun(events: readonly LogEvent[], i: number): { run: NadcRun; count: number } | null {
  const first = events[i];
  if (first?.type !== 'nadcAssigned') return null;
  const ships: string[] = [];
  let n = i;
  for (; n < events.length; n++) {
    const e = events[n]!;
    if (e.type !== 'nadcAssigned' || e.side !== first.side) break;
    const at = ships.indexOf(e.ship);
    if (at >= 0) ships.splice(at, 1);
    if (e.assigned) ships.push(e.ship);
  }
  return n - i > 1 ? { run: { side: first.side, ships }, count: n - i } : null;
}

/** The side an event concerns: the one it names, the attacker of a battle, else the side whose turn it is. */
function sideOf(event: LogEvent, phasing: Side): Side {
  if ('side' in event) return event.side;
  if (event.type === 'combatResolved') return event.attacker;
  return phasing;
}

/** The whole log as lines, oldest first: each march on one line, each run of NADC orders on one, every other event on its own. */
export function logLines(log: readonly LogEntry[]): LogLine[] {
  const events = log.map((e) => e.event);
  const lines: LogLine[] = [];
  let turn = 1;
  let phasing: Side = 'allied';
  for (let i = 0; i < log.length; i++) {
    const { event, step } = log[i]!;
    if (event.type === 'phaseBegan') {
      turn = event.turn;
      phasing = event.side;
    }
    const march = event.type === 'roll' || event.type === 'landMoved' ? readMarch(events, i) : null;
    if (march) {
      const last = log[i + march.count - 1]!;
      lines.push({ type: 'march', march, turn, side: march.side, kind: 'land', step: last.step, key: `${step}-${i}` });
      i += march.count - 1;
      continue;
    }
    const nadcs = readNadcRun(events, i);
    if (nadcs) {
      const last = log[i + nadcs.count - 1]!;
      lines.push({ type: 'nadcs', nadcs: nadcs.run, turn, side: nadcs.run.side, kind: 'naval', step: last.step, key: `${step}-${i}` });
      i += nadcs.count - 1;
      continue;
    }
    lines.push({ type: 'event', event, turn, side: sideOf(event, phasing), kind: logKind(event), step, key: `${step}-${i}` });
  }
  return lines;
}

/** What the log shows: one turn or all, one side or both, the kinds ticked. */
export interface LogFilter {
  readonly turn: number | null;
  readonly side: Side | null;
  readonly kinds: ReadonlySet<LogKind>;
}

export function shown(line: LogLine, filter: LogFilter): boolean {
  return (filter.turn === null || line.turn === filter.turn) && (filter.side === null || line.side === filter.side) && filter.kinds.has(line.kind);
}
