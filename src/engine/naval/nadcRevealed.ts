import type { NavalArea } from '../map/types';
import type { NadcOrder } from '../pieces/pieceState';
import { PLAYER_TURN_ORDER } from '../sequence/phases';
import type { Side } from '../side';
import type { GameState } from '../state';
import { afloat, shipSide } from './seaGeometry';
import type { MovingStack } from './types';

/**
 * 4.1 I: an NADC is stacked under its ships "so as to keep their intended movement hidden, to be
 * revealed when movement commences": a stack's destination is secret while it waits, public once it
 * has begun to move (sailing, or done).
 */
export const movementCommenced = (stack: MovingStack): boolean => stack.status !== 'waiting';

/**
 * The naval area of each ship whose stack has begun to move this game turn with an NADC: public
 * knowledge. The stacks of a Naval Movement Phase stay in the state until the next one forms its own;
 * those of an earlier game turn reveal nothing of this turn's orders (QA round 7: in Chile's player turn
 * the Huáscar's order for this turn stood face up at Mollendo, showing the area it had sailed for the
 * turn before).
 */
export function revealedAreas(state: Pick<GameState, 'naval' | 'turn'>): ReadonlyMap<string, NavalArea> {
  const out = new Map<string, NavalArea>();
  if (state.naval.formedFor === null || !state.naval.formedFor.startsWith(`${state.turn}-`)) return out;
  for (const stack of state.naval.stacks) {
    if (stack.area === null || !movementCommenced(stack)) continue;
    for (const ship of stack.ships) out.set(ship, stack.area);
  }
  return out;
}

/**
 * 4.1 I / 7.2: `side`'s order for this game turn revealed in a Naval Movement Phase of that side already
 * over this game turn, whose stacks are no longer in the state: the other side has formed its own since
 * (QA round 19a, MINOR-5: in the Allies' player turn Chile's order III, seen face up as its squadron
 * sailed, was face down again). That phase ends only once no stack waits (phaseActions.ts), so every
 * ship of the side that formed a stack with an NADC set out and showed its chit. Left out, as formStacks
 * leaves them out of every stack: a ship not afloat, no longer the side's (10.1), or rebuilt this game
 * turn (6.3). A ship held by a battle (7.9) is not left out: the side that moves first in a game turn
 * (3.0 sequence) has none held as its own phase begins, and only its phase is over before the other's.
 */
export function revealedEarlier(state: GameState, side: Side, order: NadcOrder): boolean {
  if (state.phase === 'setup' || order.forTurn !== state.turn) return false;
  if (PLAYER_TURN_ORDER.indexOf(side) >= PLAYER_TURN_ORDER.indexOf(state.side)) return false;
  const ship = state.ships[order.ship];
  return !!ship && afloat(state, order.ship) && shipSide(state, order.ship) === side && ship.builtTurn !== state.turn;
}
