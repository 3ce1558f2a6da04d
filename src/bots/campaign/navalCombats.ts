import type { Tally } from './tally';

export interface NavalCombats {
  /** Naval combats fought (7.9: each `navalCombatBegan`). */
  readonly count: number;
  /** The game turn of each, in order. */
  readonly turns: readonly number[];
}

/** Naval combats (7.9) fought in the game, with their turns. */
export function navalCombatsTally(): Tally<NavalCombats> {
  const turns: number[] = [];
  return {
    event(e, at) {
      if (e.type === 'navalCombatBegan') turns.push(at.turn);
    },
    result: () => ({ count: turns.length, turns }),
  };
}
