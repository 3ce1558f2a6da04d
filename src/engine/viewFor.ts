import type { NavalArea } from './map/types';
import type { NadcOrder } from './pieces/pieceState';
import { otherSide, type Side } from './side';
import type { GameState } from './state';
import { movementCommenced, revealedAreas, revealedEarlier } from './naval/nadcRevealed';

/** An NADC as the other side sees it: face down — the ship has one, the area is hidden (4.1 I). */
export interface NadcSeen extends Omit<NadcOrder, 'area'> {
  readonly area: NavalArea | null;
}

/**
 * The state as one side may see it (boardgame.io's player views). Hidden from both players: the dice
 * generator's state, the dice secret and any scripted dice (knowing them would foretell every roll), and
 * the seed until the game is over (issue 17: in a seed-only game the seed alone foretells every die; it
 * is shown at game end and kept in game files). Hidden from the
 * opponent: the destinations of a side's NADCs (4.1 I: "secretly") and its moving stacks' areas, until
 * a stack begins to move (4.1 I: "revealed when movement commences"), and their planned routes (7.2);
 * an observer sees what both opponents see.
 */
export interface PlayerView extends Omit<GameState, 'dice' | 'nadc' | 'seed' | 'diceSecret'> {
  readonly viewer: Side | 'observer';
  /** The game's seed once the game is over; null while it is being played. */
  readonly seed: string | number | null;
  readonly dice: { readonly thrown: number };
  readonly nadc: Readonly<Record<Side, readonly NadcSeen[]>>;
}

const faceDown = (orders: readonly NadcOrder[]): NadcSeen[] => orders.map((o) => ({ ship: o.ship, forTurn: o.forTurn, area: null }));

/**
 * 4.1 I: the other side's chits face down, but for this turn's of stacks that have begun to move
 * (revealed), in this phase or in that side's Naval Movement Phase earlier this game turn.
 */
function asSeen(state: GameState, side: Side, revealed: ReadonlyMap<string, NavalArea>): NadcSeen[] {
  const orders = state.nadc[side];
  const earlier = (o: NadcOrder) => revealedEarlier(state, side, o);
  if (revealed.size === 0 && !orders.some(earlier)) return faceDown(orders);
  return orders.map((o) => ({ ship: o.ship, forTurn: o.forTurn, area: o.forTurn === state.turn ? (revealed.get(o.ship) ?? (earlier(o) ? o.area : null)) : null }));
}

/**
 * The view shares the state's (immutable) objects instead of deep-copying them — a bot asks for a view
 * before every action — and builds new objects wherever it hides something, so no secret is reachable
 * from it: the dice, the seed, the other side's NADC areas and its moving stacks' areas and routes.
 */
export function viewFor(state: GameState, viewer: Side | 'observer'): PlayerView {
  const { dice, nadc, seed, diceSecret: _secret, ...rest } = state;
  const revealed = revealedAreas(state);
  const seen = (side: Side) => (viewer === side ? nadc[side].map((o) => ({ ...o })) : asSeen(state, side, revealed));
  return {
    ...rest,
    viewer,
    seed: state.result ? seed : null,
    dice: { thrown: dice.thrown },
    nadc: viewer === 'observer' ? { chile: asSeen(state, 'chile', revealed), allied: asSeen(state, 'allied', revealed) } : { [viewer]: seen(viewer), [otherSide(viewer)]: seen(otherSide(viewer)) } as Record<Side, NadcSeen[]>,
    // 7.2: a moving stack's planned route stays secret (only the hexes sailed are seen), and its
    // destination until it begins to move (4.1 I: "revealed when movement commences").
    naval: { ...rest.naval, stacks: rest.naval.stacks.map((st) => (st.side === viewer ? st : { ...st, area: movementCommenced(st) ? st.area : null, route: [] })) },
  };
}
