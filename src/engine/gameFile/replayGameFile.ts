import type { Action } from '../actions';
import { applyAction } from '../applyAction';
import { newGame } from '../newGame';
import { engineError, type EngineError } from '../result';
import type { RulesOptions } from '../rules/options';
import type { GameEvent } from '../events';
import { loadPosition } from '../position/loadPosition';
import { savePosition } from '../position/savePosition';
import type { GameState } from '../state';
import { stateHasher } from '../stateHash';
import { GAME_FILE_VERSION, gameFileSchema, type GameFile } from './gameFileSchema';

export interface ReplayResult {
  /** The state after the last good step (the new game if the first step is already bad). */
  readonly state: GameState;
  /** Steps replayed and verified. */
  readonly steps: number;
  /** The first problem, with the step it happened at (1-based), or null if the whole file replays. */
  readonly divergence: { readonly step: number; readonly error: EngineError } | null;
}

/** Parse and check a game file's shape; the message names the first bad field. */
export function parseGameFile(input: unknown): { ok: true; value: GameFile } | { ok: false; error: EngineError } {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (e) {
      return { ok: false, error: engineError('INVALID_POSITION', `Not a game file: not JSON (${(e as Error).message})`) };
    }
  }
  if (typeof value === 'object' && value !== null && 'version' in value && typeof value.version === 'number' && value.version > GAME_FILE_VERSION) {
    return { ok: false, error: engineError('INVALID_POSITION', `This game file is version ${value.version}; this edition reads version ${GAME_FILE_VERSION}. Update the game to open it.`) };
  }
  const parsed = gameFileSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.path.length ? issue.path.map(String).join('.') : '(top level)';
    return { ok: false, error: engineError('INVALID_POSITION', `Not a valid game file: ${path}: ${issue.message}`) };
  }
  return { ok: true, value: parsed.data };
}

/**
 * Replay a game file from its seed, applying every action and checking the state hash after each; stops
 * at the first refused action or hash mismatch and says which step it was.
 */
export function replayGameFile(file: GameFile, onStep?: (state: GameState, events: readonly GameEvent[], action: Action) => void): ReplayResult {
  const start = startOf(file);
  if (!start.ok) return { state: newGame({ seed: file.seed }), steps: 0, divergence: { step: 0, error: start.error } };
  let state = start.value;
  const stateHash = stateHasher(); // stateHash, remembering the unchanged parts between steps
  if (stateHash(state) !== file.initialHash) {
    return { state, steps: 0, divergence: { step: 0, error: engineError('INVALID_POSITION', 'The new game does not match the file\'s initial hash (another seed, options or engine version).') } };
  }
  for (const [i, step] of file.steps.entries()) {
    const r = applyAction(state, step.action);
    if (!r.ok) return { state, steps: i, divergence: { step: i + 1, error: r.error } };
    const hash = stateHash(r.state);
    if (hash !== step.hash) {
      return { state, steps: i, divergence: { step: i + 1, error: engineError('INVALID_POSITION', `State hash after step ${i + 1} is ${hash}, the file says ${step.hash}.`) } };
    }
    state = r.state;
    onStep?.(state, r.events, step.action as Action);
  }
  return { state, steps: file.steps.length, divergence: null };
}

/** The state a game file starts from: its position, or a new game from its seed and options. */
export function startOf(file: GameFile): { ok: true; value: GameState } | { ok: false; error: EngineError } {
  if (file.start) return loadPosition(file.start);
  return { ok: true, value: newGame({ seed: file.seed, options: file.options as Partial<RulesOptions> }) };
}

/** Build a game file from a seed, options and the actions played (replaying them to record each hash). */
export function makeGameFile(
  seed: string | number,
  options: Partial<RulesOptions>,
  actions: readonly Action[],
  meta?: Record<string, string>,
  start?: GameState,
): GameFile {
  let state = start ?? newGame({ seed, options });
  const stateHash = stateHasher();
  const initialHash = stateHash(state);
  const steps: GameFile['steps'] = [];
  for (const action of actions) {
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`action ${steps.length + 1} is not legal: ${r.error.message}`);
    state = r.state;
    steps.push({ action: action as GameFile['steps'][number]['action'], hash: stateHash(state) });
  }
  return {
    format: 'wotp-game',
    version: GAME_FILE_VERSION,
    seed,
    options: options as GameFile['options'],
    ...(start ? { start: savePosition(start) as GameFile['start'] } : {}),
    initialHash,
    steps,
    ...(meta ? { meta } : {}),
  };
}
