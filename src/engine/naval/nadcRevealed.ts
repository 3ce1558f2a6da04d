import type { NavalArea } from '../map/types';
import type { GameState } from '../state';
import type { MovingStack } from './types';

/**
 * 4.1 I: an NADC is stacked under its ships "so as to keep their intended movement hidden, to be
 * revealed when movement commences": a stack's destination is secret while it waits, public once it
 * has begun to move (sailing, or done).
 */
export const movementCommenced = (stack: MovingStack): boolean => stack.status !== 'waiting';

/** The naval area of each ship whose stack has begun to move this phase with an NADC: public knowledge. */
export function revealedAreas(state: Pick<GameState, 'naval'>): ReadonlyMap<string, NavalArea> {
  const out = new Map<string, NavalArea>();
  for (const stack of state.naval.stacks) {
    if (stack.area === null || !movementCommenced(stack)) continue;
    for (const ship of stack.ships) out.set(ship, stack.area);
  }
  return out;
}
