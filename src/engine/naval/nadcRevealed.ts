import type { NavalArea } from '../map/types';
import type { GameState } from '../state';
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
