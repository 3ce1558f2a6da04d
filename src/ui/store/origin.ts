import { newGame, type GameState } from '../../engine';

/** The state a game's actions start from: its start position, else the new game of its seed, options and dice secret. */
export function origin(game: GameState, start: GameState | null): GameState {
  return start ?? newGame({ seed: game.seed, options: game.options, ...(game.diceSecret !== undefined ? { diceSecret: game.diceSecret } : {}) });
}
