/**
 * What a bot carries from one decision to the next: the search bot's plan for the current player turn
 * (chosen once, at the turn's first decision, by playouts). Plain JSON, kept by whoever drives the bot
 * (playGame, the match script, the page's bot client) and handed back with the next request. It is a
 * cache of the bot's own thinking, never game information: a bot without it decides again from its view.
 */
export interface BotMemory {
  /** The game it belongs to (its seed once the game is over; 'live' while viewFor hides it) and the game turn the plan was chosen for. */
  readonly game: string;
  readonly turn: number;
  /** The name of the chosen plan (search/plans.ts). */
  readonly plan: string;
}

/** A bot's answer: the action and what to remember for its next decision. */
export interface BotChoice<A> {
  readonly action: A;
  readonly memory: BotMemory | undefined;
}
