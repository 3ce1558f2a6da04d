import { ship } from '../../engine/counters';
import type { Tally } from './tally';

export interface SquadronSailed {
  /** Some Chilean warship moved at sea after game turn 1. */
  readonly sailedAfterTurn1: boolean;
  /** The game turns after turn 1 in which any Chilean warship moved (7.2). */
  readonly turns: readonly number[];
}

/**
 * Whether Chile's squadron put to sea after turn 1: a `shipsMoved` of Chile's that carries a warship
 * (any Chilean warship, 7.2), counted by game turn. Turn 1 is left out: the complaint was a
 * squadron that sails once and is then stranded every turn for want of provisions (7.8).
 */
export function squadronSailedTally(): Tally<SquadronSailed> {
  const turns = new Set<number>();
  return {
    event(e, at) {
      if (e.type === 'shipsMoved' && e.side === 'chile' && at.turn > 1 && e.ships.some((s) => ship(s).type === 'warship')) turns.add(at.turn);
    },
    result: () => ({ sailedAfterTurn1: turns.size > 0, turns: [...turns].sort((a, b) => a - b) }),
  };
}
