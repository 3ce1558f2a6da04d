import type { GameEvent, Side, Space } from '../../engine';
import type { LogEvent } from '../store/types';

/** One stack's land move read from the events as a whole (8.2–8.4): its hexes, MP, dice and attrition. */
export interface March {
  readonly side: Side;
  readonly pieces: readonly string[];
  /** Where it began, then every space entered. */
  readonly path: readonly Space[];
  /** MP spent. */
  readonly cost: number;
  /** Movement rolls thrown: the first, then one per forced march (8.2). */
  readonly rolls: number;
  /** The dice of each of those rolls, in order (the full log kept the count only: QA round 9). */
  readonly dice: readonly (readonly number[])[];
  /** 8.2 note: units dropped off on the way, each where it stayed (they end their move there). */
  readonly dropped: readonly { readonly piece: string; readonly at: Space }[];
  /** Attrition (8.3): each unit that lost a step, and whether that was its last. */
  readonly losses: readonly { readonly unit: string; readonly eliminated: boolean }[];
  /** The events read. */
  readonly count: number;
}

type Ev = LogEvent;

const isMoveRoll = (e: Ev, side?: Side): boolean => e.type === 'roll' && e.purpose.code === 'roll.landMovement' && (side === undefined || e.side === side);

const isAttrition = (e: Ev, side: Side): e is Extract<GameEvent, { type: 'stepLost' | 'eliminated' }> =>
  (e.type === 'stepLost' || e.type === 'eliminated') && e.side === side && e.reason === 'reason.movementAttrition';

/**
 * The march that starts at events[start], if one does: a movement roll or a first step, then the steps
 * that follow on from each other (with the forced-march rolls between them), the end of the move and the
 * attrition taken at its end. Null when no step follows (a roll, then the move cancelled).
 */
export function readMarch(events: readonly Ev[], start: number): March | null {
  let i = start;
  const first = events[i];
  if (!first) return null;
  let rolls = 0;
  const dice: (readonly number[])[] = [];
  if (isMoveRoll(first)) {
    rolls = 1;
    if (first.type === 'roll') dice.push(first.dice);
    i++;
  }
  const opening = events[i];
  if (!opening || opening.type !== 'landMoved') return null;
  if (rolls === 1 && first.type === 'roll' && first.side !== opening.side) return null;
  const side = opening.side;
  const path: Space[] = [opening.from];
  let cost = 0;
  let pieces: readonly string[] = opening.pieces;
  const dropped: { piece: string; at: Space }[] = [];
  for (; i < events.length; i++) {
    const e = events[i]!;
    if (e.type === 'landMoved') {
      if (e.side !== side || e.from !== path.at(-1)) break;
      path.push(e.to);
      cost += e.cost;
      pieces = e.pieces;
    } else if (e.type === 'moveEnded' && e.side === side && e.reason === 'reason.droppedOff' && e.at === path.at(-1) && continuesAfterDrop(events, i + 1, side, e.at)) {
      // 8.2 note: a unit dropped off stays; the rest go on, in the same march (it read as two marches, the unit left unnamed).
      for (const piece of e.pieces) dropped.push({ piece, at: e.at });
      pieces = pieces.filter((p) => !e.pieces.includes(p));
    } else if (isMoveRoll(e, side)) {
      rolls++;
      if (e.type === 'roll') dice.push(e.dice);
    } else break;
  }
  const losses: { unit: string; eliminated: boolean }[] = [];
  const end = events[i];
  if (end?.type === 'moveEnded' && end.side === side) {
    i++;
    for (; i < events.length; i++) {
      const e = events[i]!;
      if (!isAttrition(e, side)) break;
      losses.push(e.type === 'stepLost' ? { unit: e.unit, eliminated: false } : { unit: e.piece, eliminated: true });
    }
  }
  return { side, pieces, path, cost, rolls, dice, losses, dropped, count: i - start };
}

/** Whether the march goes on after a drop-off at `at`: more drop-offs, a forced march's roll, a step from there, or the end of the move there. */
function continuesAfterDrop(events: readonly Ev[], from: number, side: Side, at: Space): boolean {
  for (let j = from; j < events.length; j++) {
    const e = events[j]!;
    if (e.type === 'moveEnded' && e.side === side && e.reason === 'reason.droppedOff' && e.at === at) continue;
    if (isMoveRoll(e, side)) continue;
    return (e.type === 'landMoved' && e.side === side && e.from === at) || (e.type === 'moveEnded' && e.side === side && e.at === at);
  }
  return false;
}
