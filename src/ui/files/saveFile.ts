import { makeGameFile, type Action, type GameState } from '../../engine';

/** The game file of the game in progress (docs/game-files.md), as JSON text. */
export function gameFileText(game: GameState, actions: readonly Action[], start: GameState | null): string {
  const file = makeGameFile(game.seed, game.options, actions, { saved: new Date().toISOString() }, start ?? undefined);
  return `${JSON.stringify(file, null, 1)}\n`;
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
