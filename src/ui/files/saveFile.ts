import { makeGameFile, type Action, type GameState, type Side } from '../../engine';
import { APP_VERSION } from './appVersion';

/** The longest game name kept: a saved game's (storage/savedGameSchema.ts); a file's meta holds up to 2000 characters. */
export const MAX_GAME_NAME = 500;

/**
 * The game file of the game in progress (docs/game-files.md), as JSON text: with its dice secret (a new
 * game's; a position keeps its own), who plays each side and the game's name (`meta.name`, shown again
 * when the file is opened; QA round 6: "Chile solo" came back as "Game opened …"). A lesson's scripted
 * side is written as a human: the file does not carry the lesson. `meta.app` is the edition that wrote it
 * (QA round 7: a tester whose file no longer replays can tell which edition to replay it with).
 */
export function gameFileText(game: GameState, actions: readonly Action[], start: GameState | null, players?: Readonly<Record<Side, string>>, name?: string): string {
  const file = makeGameFile({
    seed: game.seed,
    options: game.options,
    actions,
    meta: { saved: new Date().toISOString(), app: APP_VERSION, ...(name ? { name: name.slice(0, MAX_GAME_NAME) } : {}) },
    ...(start ? { start } : game.diceSecret !== undefined ? { diceSecret: game.diceSecret } : {}),
    ...(players ? { players: { chile: filePlayer(players.chile), allied: filePlayer(players.allied) } } : {}),
  });
  return `${JSON.stringify(file, null, 1)}\n`;
}

const filePlayer = (player: string) => (player === 'lesson' ? 'human' : player);

/**
 * The file name offered: the game's name and where the game stands ("wotp-chile-solo-turn3-step200.json";
 * QA round 7: a tester's downloads were told apart only by turn and step), not its seed, which stays off
 * the screen during play.
 */
export function gameFileName(game: GameState, name?: string): string {
  const slug = (name ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `wotp-${slug ? `${slug}-` : ''}turn${game.turn}-step${game.step}.json`;
}

/** Offer a text as a file download. */
export function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
