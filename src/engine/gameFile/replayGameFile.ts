import type { Action } from '../actions';
import { applyAction } from '../applyAction';
import type { GameEvent } from '../events';
import { message } from '../message';
import { newGame } from '../newGame';
import { loadPosition } from '../position/loadPosition';
import { engineError, type EngineError } from '../result';
import type { GameState } from '../state';
import { stateHasher } from '../stateHash';
import { asHashedBy, optionsAsRecorded, startAsRecorded } from './fileOptions';
import { GAME_FILE_VERSION, type GameFile } from './gameFileSchema';

export { makeGameFile, type GameFileSpec } from './makeGameFile';
export { parseGameFile } from './parseGameFile';

export interface ReplayResult {
  /** The state after the last good step (the new game if the first step is already bad). */
  readonly state: GameState;
  /** Steps replayed and verified. */
  readonly steps: number;
  /** The first problem, with the step it happened at (1-based), or null if the whole file replays. */
  readonly divergence: { readonly step: number; readonly error: EngineError } | null;
  /**
   * A version-1 file (before issue 22, when states held English prompts and summaries): its actions
   * were replayed with this engine, every one legal, but its hashes, taken over those words, were not
   * checked. Saving the game again writes the hashes anew (makeGameFile).
   */
  readonly migrated: boolean;
}

/**
 * Replay a game file from its seed, applying every action and checking the state hash after each; stops
 * at the first refused action or hash mismatch and says which step it was. A version-1 file is
 * migrated: every action must still be legal, its old hashes are not checked (see `migrated`).
 */
export function replayGameFile(file: GameFile, onStep?: (state: GameState, events: readonly GameEvent[], action: Action) => void): ReplayResult {
  const start = startOf(file);
  const migrated = file.version < GAME_FILE_VERSION;
  if (!start.ok) return { state: newGame({ seed: file.seed }), steps: 0, divergence: { step: 0, error: start.error }, migrated };
  let state = start.value;
  const hasher = stateHasher(); // stateHash, remembering the unchanged parts between steps
  // A file made before some options existed: its states had no such members when it was hashed (fileOptions.ts).
  const asHashed = asHashedBy(file.options);
  const stateHash = (s: GameState) => hasher(asHashed(s));
  if (!migrated && stateHash(state) !== file.initialHash) {
    return { state, steps: 0, divergence: { step: 0, error: engineError('INVALID_POSITION', message('error.initialHash', {})) }, migrated };
  }
  for (const [i, step] of file.steps.entries()) {
    const r = applyAction(state, step.action);
    if (!r.ok) return { state, steps: i, divergence: { step: i + 1, error: r.error }, migrated };
    if (!migrated) {
      const hash = stateHash(r.state);
      if (hash !== step.hash) {
        return { state, steps: i, divergence: { step: i + 1, error: engineError('INVALID_POSITION', message('error.stepHash', { step: i + 1, hash, expected: step.hash })) }, migrated };
      }
    }
    state = r.state;
    onStep?.(state, r.events, step.action as Action);
  }
  return { state, steps: file.steps.length, divergence: null, migrated };
}

/**
 * The state a game file starts from: its position, or a new game from its seed, options and dice secret;
 * a file made before the openTerrain option is played with it on (fileOptions.ts).
 */
export function startOf(file: GameFile): { ok: true; value: GameState } | { ok: false; error: EngineError } {
  if (file.start) {
    const start = loadPosition(file.start);
    return start.ok ? { ok: true, value: startAsRecorded(start.value, file.options) } : start;
  }
  const options = optionsAsRecorded(file.options);
  return { ok: true, value: newGame({ seed: file.seed, options, ...(file.diceSecret !== undefined ? { diceSecret: file.diceSecret } : {}) }) };
}
