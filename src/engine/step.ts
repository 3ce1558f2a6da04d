import type { GameEvent } from './events';
import type { GameState } from './state';

/** What one procedure does: the state after it and the events that happened, in order. */
export interface Step {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}
