import type { Action } from '../actions';
import { applyAction } from '../applyAction';
import { newGame } from '../newGame';
import { savePosition } from '../position/savePosition';
import type { RulesOptions } from '../rules/options';
import type { GameState } from '../state';
import { stateHasher } from '../stateHash';
import { laterOptionsOf } from './fileOptions';
import { GAME_FILE_VERSION, type GameFile, type GamePlayers } from './gameFileSchema';

/** What a game file is made from. */
export interface GameFileSpec {
  readonly seed: string | number;
  readonly options?: Partial<RulesOptions>;
  readonly actions: readonly Action[];
  readonly meta?: Record<string, string>;
  /** The position the game started from, if not a new game. */
  readonly start?: GameState;
  /** The dice secret of a new game (newGame's diceSecret); with `start`, the position's own is used. */
  readonly diceSecret?: string;
  /** Who plays each side ("human" or a bot's name). */
  readonly players?: GamePlayers;
}

/**
 * Build a game file from a seed, options and the actions played, replaying them to record each hash.
 * Called with one GameFileSpec, or (as before) with its fields in order and `diceSecret` / `players`
 * in a last object. A file without a dice secret or players is written exactly as it always was.
 */
export function makeGameFile(spec: GameFileSpec): GameFile;
export function makeGameFile(
  seed: string | number,
  options: Partial<RulesOptions>,
  actions: readonly Action[],
  meta?: Record<string, string>,
  start?: GameState,
  more?: Pick<GameFileSpec, 'diceSecret' | 'players'>,
): GameFile;
export function makeGameFile(
  first: GameFileSpec | string | number,
  options: Partial<RulesOptions> = {},
  actions: readonly Action[] = [],
  meta?: Record<string, string>,
  start?: GameState,
  more: Pick<GameFileSpec, 'diceSecret' | 'players'> = {},
): GameFile {
  const spec: GameFileSpec = typeof first === 'object' ? first : { seed: first, options, actions, meta, start, ...more };
  const diceSecret = spec.start ? spec.start.diceSecret : spec.diceSecret;
  if (spec.start && spec.diceSecret !== undefined && spec.diceSecret !== spec.start.diceSecret) throw new Error('the dice secret is not the start position\'s');
  const initial = spec.start ?? newGame({ seed: spec.seed, options: spec.options, ...(diceSecret !== undefined ? { diceSecret } : {}) });
  let state = initial;
  const stateHash = stateHasher();
  const initialHash = stateHash(state);
  const steps: GameFile['steps'] = [];
  for (const action of spec.actions) {
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`action ${steps.length + 1} is not legal: ${r.error.message.code} (${r.error.rule})`);
    state = r.state;
    steps.push({ action: action as GameFile['steps'][number]['action'], hash: stateHash(state) });
  }
  return {
    format: 'wotp-game',
    version: GAME_FILE_VERSION,
    seed: spec.seed,
    // Always recorded: a file without them is read as made before these options existed (fileOptions.ts).
    options: { ...spec.options, ...laterOptionsOf(initial.options) },
    ...(diceSecret !== undefined ? { diceSecret } : {}),
    ...(spec.players ? { players: spec.players } : {}),
    ...(spec.start ? { start: savePosition(spec.start) as GameFile['start'] } : {}),
    initialHash,
    steps,
    ...(spec.meta ? { meta: spec.meta } : {}),
  };
}
