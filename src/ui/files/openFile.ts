import { loadPosition, parseGameFile, replayGameFile, startOf, type Action, type GameState, type Side } from '../../engine';
import { divergenceText } from './divergenceText';
import { interfaceWords } from './divergenceWords';
import { t } from '../i18n';
import { say } from '../describe';
import type { LogEntry } from '../store/types';
import { checkPlayers, HUMANS, unknownPlayersNotice } from './players';
import { MAX_GAME_NAME } from './saveFile';
import { APP_VERSION } from './appVersion';

export interface OpenedGame {
  readonly game: GameState;
  /** The state the actions start from when it is not a new game (a position file, or a game file's start). */
  readonly start: GameState | null;
  readonly actions: Action[];
  readonly log: LogEntry[];
  /** Who plays each side, as the file says (two humans when it says nothing). */
  readonly players: Readonly<Record<Side, string>>;
  /** What the player must be told (a player the file names that this edition does not know), or null. */
  readonly notice: string | null;
  /** The game's name as the file has it (`meta.name`), if it has one: files saved before it existed have none. */
  readonly name?: string;
}

/**
 * Open a game file (replayed from its seed or start position, every hash verified) or a position
 * file, with the players the file names. A bad file is refused with a message naming the problem — and
 * the first bad step — and the game in progress is left untouched (the caller only replaces it on success).
 */
export function openFile(text: string): { ok: true; value: OpenedGame } | { ok: false; message: string } {
  // QA round 19, NIT-8: an empty file was "not JSON (cut short, or edited by hand?)".
  if (text.trim() === '') return { ok: false, message: t('files.empty') };
  let format: unknown;
  try {
    const json: unknown = JSON.parse(text);
    format = json !== null && typeof json === 'object' ? (json as { format?: unknown }).format : undefined;
  } catch {
    // The parser's own words are the browser's, in its language (QA round 7: English in the Spanish interface).
    return { ok: false, message: t('files.notJson') };
  }
  // JSON, but not a game's (no "format" at all: someone's package.json read "format: not an allowed value": QA round 15).
  if (format === undefined) return { ok: false, message: t('files.notAGame') };
  if (format === 'wotp-position') {
    const r = loadPosition(text);
    if (!r.ok) return { ok: false, message: say(r.error.message) };
    return { ok: true, value: { game: r.value, start: r.value, actions: [], log: [], players: HUMANS, notice: null } };
  }
  const parsed = parseGameFile(text);
  if (!parsed.ok) return { ok: false, message: say(parsed.error.message) };
  const actions: Action[] = [];
  const log: LogEntry[] = [];
  const r = replayGameFile(parsed.value, (state, events, action) => {
    actions.push(action);
    for (const event of events) log.push({ step: state.step, event });
  });
  if (r.divergence) {
    // The same words as the command line's (divergenceText.ts), with the edition that wrote the file when it is not this one.
    const action = parsed.value.steps[r.divergence.step - 1]?.action as Action | undefined;
    return { ok: false, message: divergenceText(interfaceWords, action, r.state, r.divergence, { file: parsed.value.meta?.app, app: APP_VERSION }) };
  }
  // startOf: the file's start position as the file is read (issue 21: an old file's, with open terrain).
  const start = parsed.value.start ? (startOf(parsed.value) as { ok: true; value: GameState }).value : null;
  // Issue 17: the players the file names (a bot's name or 'human'); an unknown one is played by a human.
  const { players, unknown } = checkPlayers((parsed.value as { players?: unknown }).players);
  const name = fileGameName(parsed.value.meta);
  // An older version's file opens by replaying it, its hashes unchecked: the player is told (QA round 9: it opened silently).
  const notices = [r.migrated ? t('files.migrated', { version: parsed.value.version }) : null, unknownPlayersNotice(unknown)].filter((n) => n !== null);
  return { ok: true, value: { game: r.state, start, actions, log, players, notice: notices.length > 0 ? notices.join(' ') : null, ...(name ? { name } : {}) } };
}

/** The game's name a file's meta holds (saveFile.ts), trimmed and at most a saved game's length; null if none. */
function fileGameName(meta: Readonly<Record<string, string>> | undefined): string | null {
  const name = meta?.name?.trim().slice(0, MAX_GAME_NAME);
  return name ? name : null;
}
