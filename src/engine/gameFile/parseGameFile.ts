import { issueParams } from '../position/issuePath';
import { message, type Message } from '../message';
import { loadPosition } from '../position/loadPosition';
import { engineError, type EngineError } from '../result';
import { GAME_FILE_VERSION, gameFileSchema, MAX_GAME_FILE_CHARS, type GameFile } from './gameFileSchema';

/**
 * Parse and check a game file (text or an already parsed value): its size, its version, its shape
 * (rules options, dice secret and players included), and the position it starts from, if any. The
 * message names the first thing wrong; nothing is thrown.
 */
export function parseGameFile(input: unknown): { ok: true; value: GameFile } | { ok: false; error: EngineError } {
  let value = input;
  if (typeof input === 'string') {
    if (input.length > MAX_GAME_FILE_CHARS) return fail(message('error.gameFileTooLong', { count: input.length, max: MAX_GAME_FILE_CHARS }));
    if (input.trim() === '') return fail(message('error.gameFileEmpty', {}));
    try {
      value = JSON.parse(input);
    } catch {
      return fail(message('error.gameFileNotJson', {}));
    }
  }
  if (typeof value === 'object' && value !== null && 'version' in value && typeof value.version === 'number' && value.version > GAME_FILE_VERSION) {
    return fail(message('error.gameFileVersion', { version: value.version, supported: GAME_FILE_VERSION }));
  }
  const parsed = gameFileSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return fail(message('error.gameFileField', issueParams(issue, value)));
  }
  const file = parsed.data;
  // An older version's hashes are not checked (replayGameFile): a file saying version 1 that names the
  // edition that wrote it (meta.app, written only since version 2) was made a version-1 file by hand, and
  // an edited action in it would have opened unseen (QA round 9).
  if (file.version < GAME_FILE_VERSION && file.meta?.app !== undefined) return fail(message('error.gameFileVersionEdited', { version: file.version, supported: GAME_FILE_VERSION }));
  if (file.start) {
    const start = loadPosition(file.start);
    if (!start.ok) return fail(message('error.gameFileStart', { first: start.error.message }));
    if (file.diceSecret !== undefined && start.value.diceSecret !== file.diceSecret) return fail(message('error.gameFileDiceSecret', {}));
  }
  return { ok: true, value: file };
}

function fail(why: Message): { ok: false; error: EngineError } {
  return { ok: false, error: engineError('INVALID_POSITION', why) };
}
