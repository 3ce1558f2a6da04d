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
 * The decisions of a naval combat that both players make at the screen together (7.9): at the table the
 * ships of both stacks are arrayed off the map in the open, the excess set aside, and the gunfire
 * alternates shot by shot. Nothing secret is asked for, so the hot seat needs no hand-over between the
 * shots (a 12-shot battle took 12 covers and 12 dice screens).
 */
const AT_THE_TABLE: ReadonlySet<string> = new Set(['setAside', 'navalFire']);

/**
 * Hot seat, a naval combat being fought (7.9): both players are at the screen, which shows the board as
 * an observer sees it — neither side's NADCs nor routes (viewFor 'observer') — and the side whose
 * decision it is answers there. Null otherwise (a bot in the game, a replay, no such decision).
 */
export function battleAtTheTable(s: Pick<Seat, 'game' | 'players' | 'replay'>): Side | null {
  if (s.replay || s.players.chile !== 'human' || s.players.allied !== 'human') return null;
  const top = s.game.pending.at(-1);
  return top && AT_THE_TABLE.has(top.kind) ? top.side : null;
}

/**
 * Hot seat: a human side must act and another player sits at the screen, so the hand-over cover is
 * due. While it is, nothing but "I am the next player" is reachable (no replay, no board). In a naval
 * combat fought at the table, the cover calls both players once, and the screen shows only what both
 * may see until the battle is over.
 */
export function handoverDue(s: Seat): boolean {
  if (s.replay) return false;
  if (battleAtTheTable(s)) return s.viewer !== 'observer';
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
  if (s.viewer === 'observer' && battleAtTheTable(s)) return true;
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
  /**
   * What the action cost its own side with no choice left to him (8.10: a stack that could not
   * retreat, every unit a step): the loser of a battle took his last loss and the hand-over followed at
   * once, so he never saw four more regiments go (table QA round 15). Empty when there were none.
   */
  readonly forced?: readonly GameEvent[];
  /** Every event of that action, in order (its verdicts are read from them). */
  readonly events: readonly GameEvent[];
  /**
   * A naval combat fought at the table (7.9): 'begins' — the roller's dice brought it about (an
   * interception), and both players are called to the screen next; 'ended' — its last shot, which both
   * players saw, before the next side is asked for the device.
   */
  readonly battle?: 'begins' | 'ended';
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
  if (s.viewer === 'observer') return lastShotAtTheTable(s);
  if (s.replay || s.players[s.viewer] !== 'human') return null;
  const last = s.actions.at(-1);
  const next = sideToAct(s.game);
  // A naval combat at the table next: both players are called, the roller too (battleAtTheTable).
  const begins = battleAtTheTable(s) !== null;
  if (!last || last.side !== s.viewer || next === null || (next === s.viewer && !begins) || s.players[next] !== 'human') return null;
  const key = rollStepKey(s.gameId, s.game);
  if (s.rollSeen === key) return null;
  const events = s.log.filter((e) => e.step === s.game.step).map((e) => e.event);
  const rolls = events.filter((e): e is RollEvent => e.type === 'roll');
  // Only a player who rolled himself is shown "his" dice. The dice the next side rolls as its turn
  // begins (its 4.1 supply allotment, rolled when this player ends his turn) are the next player's to
  // see, in the log: at every hand-over of a hot-seat game they were shown as "Your dice".
  const viewer = s.viewer;
  const forced = events.filter((e): e is GameEvent => (e.type === 'eliminated' || e.type === 'stepLost') && e.side === viewer && e.reason === 'reason.couldNotRetreat');
  if (!rolls.some((r) => r.side === viewer) && forced.length === 0) return null;
  return { key, by: viewer, next, rolls, forced, events: events.filter((e): e is GameEvent => e.type !== 'undone'), ...(begins ? { battle: 'begins' as const } : {}) };
}

/**
 * Hot seat, a naval combat fought at the table just ended with a shot (7.9): both players see its dice
 * and what they did before the cover asks the next side for the device (the cover would otherwise hide
 * the last shot at once). Null while the battle goes on (the combat panel shows each shot) or otherwise.
 */
function lastShotAtTheTable(s: Seat & RollMemory): RollStep | null {
  if (s.replay || s.players.chile !== 'human' || s.players.allied !== 'human' || battleAtTheTable(s)) return null;
  const last = s.actions.at(-1);
  const next = sideToAct(s.game);
  if (!last || last.type !== 'fire' || next === null) return null;
  const key = rollStepKey(s.gameId, s.game);
  if (s.rollSeen === key) return null;
  const events = s.log.filter((e) => e.step === s.game.step).map((e) => e.event);
  const rolls = events.filter((e): e is RollEvent => e.type === 'roll');
  if (rolls.length === 0) return null;
  return { key, by: last.side, next, rolls, events: events.filter((e): e is GameEvent => e.type !== 'undone'), battle: 'ended' };
}
