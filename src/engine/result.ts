import type { Message } from './message';

/** A value or an error, never an exception (as lichess chessops does it). */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** Why the engine refused an action or an input. */
export type ErrorCode =
  | 'MALFORMED' // not an action of any known shape
  | 'GAME_OVER' // nothing can be done once the game has ended
  | 'NOT_YOUR_TURN' // the action names a side that is not the one to act now
  | 'ILLEGAL' // a well-formed action that the rules forbid now
  | 'INVALID_POSITION'; // a position or game file that can't be loaded

export interface EngineError {
  readonly code: ErrorCode;
  /** What a player reads, as a code and its parameters (the interface words it). */
  readonly message: Message;
  /** The rule case that forbids it ("4.1", "7.8"), or "" when no case applies (malformed input). */
  readonly rule: string;
}

export function engineError(code: ErrorCode, message: Message, rule = ''): EngineError {
  return { code, message, rule };
}
