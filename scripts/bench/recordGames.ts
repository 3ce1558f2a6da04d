/**
 * Issue 20 §4 side by side: plays seeded games in a process of its own and prints their actions as
 * JSON, so that the process timing the engines has never listed a state of them (nothing an engine
 * remembers of a game, such as a sea-route search, is found again when the game is timed).
 *
 *   node --import tsx scripts/bench/recordGames.ts <random|heuristic> <seed> [<seed> …]
 */
import { BOTS } from '../../src/bots/bots';
import { playGame } from '../../src/bots/playGame';
import type { Action } from '../../src/engine';

export interface RecordedGame {
  readonly seed: string;
  readonly actions: readonly Action[];
}

function main(): void {
  const [kind, ...seeds] = process.argv.slice(2);
  const name = kind === 'random' ? 'random' : Object.keys(BOTS).find((n) => n.toLowerCase().includes('heuristic'));
  const bot = name ? BOTS[name] : undefined;
  if (!bot) throw new Error(`no bot for "${kind}"`);
  const games: RecordedGame[] = seeds.map((seed) => {
    const actions: Action[] = [];
    playGame(seed, { chile: bot, allied: bot }, {}, 200_000, (_next, action) => actions.push(action));
    return { seed, actions };
  });
  process.stdout.write(JSON.stringify(games));
}

main();
