import type { Action, PlayerView } from '../engine';
import type { BotChoice, BotMemory } from './memory';

/**
 * A bot decides from what its side may see (viewFor) and the legal actions only; its own randomness
 * comes from the `random` function it is given (seeded), never from the game's dice.
 */
export interface Bot {
  readonly name: string;
  choose(view: PlayerView, legal: readonly Action[], random: () => number): Action;
  /** Bots that keep a plan between decisions (search) answer with what to remember; drivers use this when present. */
  decide?(view: PlayerView, legal: readonly Action[], random: () => number, memory: BotMemory | undefined): BotChoice<Action>;
}
