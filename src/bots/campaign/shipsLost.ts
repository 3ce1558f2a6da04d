import { otherSide, type Side } from '../../engine';
import { ship } from '../../engine/counters';
import type { Tally } from './tally';

export interface ShipsLost {
  /** Warships sunk (7.9, 7.7, 10.1 scuttled), by the side that lost them. */
  readonly warshipsSunk: Readonly<Record<Side, number>>;
  /** Transports sunk, by the side that lost them (cargo goes down with them, 7.9). */
  readonly transportsSunk: Readonly<Record<Side, number>>;
  /** Warships captured (10.1), by the side that lost them: not sunk, but lost all the same. */
  readonly warshipsCaptured: Readonly<Record<Side, number>>;
  /** The first game turn a warship was sunk or captured (Angamos: turn 4), or null. */
  readonly firstWarshipLostTurn: number | null;
}

/** Ships sunk and captured, by kind and by the side that lost them. */
export function shipsLostTally(): Tally<ShipsLost> {
  const warshipsSunk = { chile: 0, allied: 0 };
  const transportsSunk = { chile: 0, allied: 0 };
  const warshipsCaptured = { chile: 0, allied: 0 };
  let first: number | null = null;
  return {
    event(e, at) {
      if (e.type === 'shipSunk') {
        if (ship(e.ship).type === 'warship') {
          warshipsSunk[e.side]++;
          first ??= at.turn;
        } else transportsSunk[e.side]++;
      } else if (e.type === 'captureAttempt' && e.outcome === 'captured' && ship(e.target).type === 'warship') {
        warshipsCaptured[otherSide(e.side)]++;
        first ??= at.turn;
      }
    },
    result: () => ({ warshipsSunk, transportsSunk, warshipsCaptured, firstWarshipLostTurn: first }),
  };
}
