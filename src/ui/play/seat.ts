import type { Action, GameEvent, GameState, RollEvent, Side } from '../../engine';
import { sideToAct } from '../store/selectors';
import type { LogEntry } from '../store/types';

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

/** What the seat remembers of the dice: the game's actions and log, and the roll step the player at the screen dismissed. */
export interface RollMemory {
  readonly gameId: string;
  readonly actions: readonly Action[];
  readonly log: readonly LogEntry[];
  /** The key (rollStepKey) of the last roll step dismissed, or null. */
  readonly rollSeen: string | null;
}

/** The dice of the action just taken, shown to the player who took it before the device is handed over. */
export interface RollStep {
  readonly key: string;
  /** Who rolled (took the action) and who takes the device next. */
  readonly by: Side;
  readonly next: Side;
  readonly rolls: readonly RollEvent[];
  /** Every event of that action, in order (its verdicts are read from them). */
  readonly events: readonly GameEvent[];
}

/** The key of a game's step: the roll step of that step is dismissed once. */
export function rollStepKey(gameId: string, game: GameState): string {
  return `${gameId}#${game.step}`;
}

/**
 * Hot seat (issue 18): the player at the screen just took an action that rolled dice (an interception,
 * a blockade run, a battle…) and the other human must act next — he sees his dice and their result
 * before the hand-over cover asks for the device. Only the events of his own action, which the log
 * shows him anyway, and nothing of the other side's view. Null when he rolled nothing.
 */
export function rollsBeforeHandover(s: Seat & RollMemory): RollStep | null {
  if (s.replay || s.viewer === 'observer' || s.players[s.viewer] !== 'human') return null;
  const last = s.actions.at(-1);
  const next = sideToAct(s.game);
  if (!last || last.side !== s.viewer || next === null || next === s.viewer || s.players[next] !== 'human') return null;
  const key = rollStepKey(s.gameId, s.game);
  if (s.rollSeen === key) return null;
  const events = s.log.filter((e) => e.step === s.game.step).map((e) => e.event);
  const rolls = events.filter((e): e is RollEvent => e.type === 'roll');
  // Only a player who rolled himself is shown "his" dice. The dice the next side rolls as its turn
  // begins (its 4.1 supply allotment, rolled when this player ends his turn) are the next player's to
  // see, in the log: at every hand-over of a hot-seat game they were shown as "Your dice".
  if (!rolls.some((r) => r.side === s.viewer)) return null;
  return { key, by: s.viewer, next, rolls, events: events.filter((e): e is GameEvent => e.type !== 'undone') };
}
