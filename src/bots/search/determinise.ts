import { NAVAL_AREAS, type GameState, type NadcOrder, type PlayerView } from '../../engine';
import { createDice } from '../../engine/dice';

/**
 * One possible world consistent with what the side sees (information-set sampling): the opponent's
 * face-down NADCs get sampled areas, and the dice a fresh seeded generator — the real generator's
 * state is never seen. Built from the PlayerView only, so the real state's secrets are never read.
 */
export function determinise(view: PlayerView, random: () => number, seed: number): GameState {
  const { viewer, dice: _dice, nadc, ...rest } = view;
  const sample = (orders: PlayerView['nadc']['chile']): NadcOrder[] =>
    orders.map((o) => ({ ship: o.ship, forTurn: o.forTurn, area: o.area ?? NAVAL_AREAS[Math.floor(random() * NAVAL_AREAS.length)]! }));
  void viewer;
  return {
    ...(structuredClone(rest) as Omit<GameState, 'dice' | 'nadc'>),
    dice: { ...createDice(seed), thrown: view.dice.thrown },
    nadc: { chile: sample(nadc.chile), allied: sample(nadc.allied) },
  };
}
