import type { GameState, Side } from '../../engine';
import { sideToAct } from '../store/selectors';

/** What decides who may touch the board: the game, who plays each side, who sits at the screen, a replay. */
export interface Seat {
  readonly game: GameState;
  readonly players: Readonly<Record<Side, string>>;
  readonly viewer: Side | 'observer';
  readonly replay: unknown;
}

/**
 * Hot seat: a human side must act and another player sits at the screen, so the hand-over cover is
 * due. While it is, nothing but "I am the next player" is reachable (no replay, no board).
 */
export function handoverDue(s: Seat): boolean {
  if (s.replay) return false;
  const acting = sideToAct(s.game);
  return acting !== null && s.players[acting] === 'human' && acting !== s.viewer;
}

/** A bot's side is to act (issue 17): every control that could act for it is inert until it has. */
export function botToAct(s: Pick<Seat, 'game' | 'players'>): Side | null {
  const acting = sideToAct(s.game);
  return acting !== null && s.players[acting] !== 'human' ? acting : null;
}

/**
 * The player at the screen may act now: the side to act is his, a human's, and the board is live (not a
 * replay). Prompt buttons, the action list, map clicks and choice menus offer actions only then.
 */
export function mayAct(s: Seat): boolean {
  if (s.replay || s.viewer === 'observer') return false;
  const acting = sideToAct(s.game);
  return acting === s.viewer && s.players[acting] === 'human';
}
