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
    if (input.length > MAX_GAME_FILE_CHARS) return fail(`Not a game file: it is ${input.length} characters long; at most ${MAX_GAME_FILE_CHARS} are read.`);
    try {
      value = JSON.parse(input);
    } catch (e) {
      return fail(`Not a game file: not JSON (${(e as Error).message})`);
    }
  }
  if (typeof value === 'object' && value !== null && 'version' in value && typeof value.version === 'number' && value.version > GAME_FILE_VERSION) {
    return fail(`This game file is version ${value.version}; this edition reads version ${GAME_FILE_VERSION}. Update the game to open it.`);
  }
  const parsed = gameFileSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.path.length ? issue.path.map(String).join('.') : '(top level)';
    return fail(`Not a valid game file: ${path}: ${issue.message}`);
  }
  const file = parsed.data;
  if (file.start) {
    const start = loadPosition(file.start);
    if (!start.ok) return fail(`Not a valid game file: start: ${start.error.message}`);
    if (file.diceSecret !== undefined && start.value.diceSecret !== file.diceSecret) return fail('Not a valid game file: diceSecret: not the dice secret of the start position');
  }
  return { ok: true, value: file };
}

function fail(message: string): { ok: false; error: EngineError } {
  return { ok: false, error: engineError('INVALID_POSITION', message) };
}
