import type { Action } from '../actions';
import { applyAction } from '../applyAction';
import type { GameEvent } from '../events';
import { newGame } from '../newGame';
import { loadPosition } from '../position/loadPosition';
import { engineError, type EngineError } from '../result';
import type { GameState } from '../state';
import { stateHasher } from '../stateHash';
import type { GameFile } from './gameFileSchema';

export { makeGameFile, type GameFileSpec } from './makeGameFile';
export { parseGameFile } from './parseGameFile';

export interface ReplayResult {
  /** The state after the last good step (the new game if the first step is already bad). */
  readonly state: GameState;
  /** Steps replayed and verified. */
  readonly steps: number;
  /** The first problem, with the step it happened at (1-based), or null if the whole file replays. */
  readonly divergence: { readonly step: number; readonly error: EngineError } | null;
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

/** The state a game file starts from: its position, or a new game from its seed, options and dice secret. */
export function startOf(file: GameFile): { ok: true; value: GameState } | { ok: false; error: EngineError } {
  if (file.start) return loadPosition(file.start);
  return { ok: true, value: newGame({ seed: file.seed, options: file.options, ...(file.diceSecret !== undefined ? { diceSecret: file.diceSecret } : {}) }) };
}
