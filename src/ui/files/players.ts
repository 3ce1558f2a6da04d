import type { Side } from '../../engine';
import { t } from '../i18n';

/** Who may play a side: a human at the screen, or one of the bots (src/bots/bots.ts, run in a worker). */
export const PLAYERS = ['human', 'random', 'heuristic', 'search'] as const;

export const HUMANS: Readonly<Record<Side, string>> = { chile: 'human', allied: 'human' };

/**
 * The players a file or saved game names, each checked: a name that is not a known player (a bot this
 * edition does not have, or not a name at all) falls back to a human, and is listed so the player is told.
 * A file that names no players is played by two humans. `also` admits more names (a lesson's script).
 */
export function checkPlayers(
  declared: unknown,
  also: readonly string[] = [],
): { players: Record<Side, string>; unknown: { side: Side; name: string }[] } {
  const players: Record<Side, string> = { ...HUMANS };
  const unknown: { side: Side; name: string }[] = [];
  if (typeof declared !== 'object' || declared === null) return { players, unknown };
  for (const side of ['chile', 'allied'] as const) {
    const name = (declared as Partial<Record<Side, unknown>>)[side];
    if (name === undefined) continue;
    if (typeof name === 'string' && ((PLAYERS as readonly string[]).includes(name) || also.includes(name))) players[side] = name;
    else unknown.push({ side, name: String(name).slice(0, 40) });
  }
  return { players, unknown };
}

/** The notice for players that fell back to a human (null when there are none). */
export function unknownPlayersNotice(unknown: readonly { side: Side; name: string }[]): string | null {
  if (unknown.length === 0) return null;
  return unknown.map((u) => t('files.unknownPlayer', { name: u.name, side: t(`sides.${u.side}`) })).join(' ');
}
