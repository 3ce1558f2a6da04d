import { NAVAL_AREAS, type GameState, type NadcOrder, type NavalArea, type PlayerView, type Side } from '../../engine';
import { createDice } from '../../engine/dice';
import { desiredOrders } from '../heuristic/naval';
import { readBoard } from '../heuristic/world';

/** The areas the opponent's face-down NADCs are guessed to name, by ship (null: no guess). */
export type OrderGuess = ReadonlyMap<string, NavalArea | null>;

/** Share of the opponent's face-down NADCs sampled from the guess; the rest anywhere (a human is no heuristic). */
export const GUESS_SHARE = 0.75;

/**
 * A guess at the opponent's face-down NADCs from the public board: the areas the heuristic would order
 * in its place now (its transports make for the campaign's next landing, its warships with them). Only
 * the view is read — positions and printed values — never the hidden areas themselves.
 */
export function guessOrders(view: PlayerView, opponent: Side): OrderGuess {
  return desiredOrders(readBoard(view, opponent));
}

/**
 * One possible world consistent with what the side sees (information-set sampling): the opponent's
 * face-down NADCs get sampled areas — most from `guess` when one is given, the rest uniformly — and
 * the dice a fresh seeded generator (the real generator's state is never seen). Built from the
 * PlayerView only, so the real state's secrets are never read.
 *
 * The board's records are the view's own, not copies: the engine never changes a state (a step builds
 * new records for what it changes), and neither do the bots, so a world may share them, as the states
 * of one game do. A deep copy of the view for each world was about a fifth of the search's time: three
 * games of search against search (seeds 108230–108232) 1.26× as fast without it, the median of 14
 * alternating runs, every one faster (docs/benchmarks.md); the same game files. `determinise.test.ts` checks
 * that a search decides on a frozen view.
 */
export function determinise(view: PlayerView, random: () => number, seed: number, guess?: OrderGuess): GameState {
  const { viewer, dice: _dice, nadc, ...rest } = view;
  const anywhere = () => NAVAL_AREAS[Math.floor(random() * NAVAL_AREAS.length)]!;
  const area = (o: PlayerView['nadc']['chile'][number]): NavalArea => {
    if (o.area !== null) return o.area;
    const guessed = guess?.get(o.ship);
    return guessed && random() < GUESS_SHARE ? guessed : anywhere();
  };
  const sample = (orders: PlayerView['nadc']['chile']): NadcOrder[] => orders.map((o) => ({ ship: o.ship, forTurn: o.forTurn, area: area(o) }));
  void viewer;
  return {
    ...rest,
    seed: `sampled-${seed}`,
    dice: { ...createDice(seed), thrown: view.dice.thrown },
    nadc: { chile: sample(nadc.chile), allied: sample(nadc.allied) },
  };
}
