/**
 * Issue 20 §4 side by side: plays seeded games in a process of its own and prints their actions as
 * JSON, so that the process timing the engines has never listed a state of them (nothing an engine
 * remembers of a game, such as a sea-route search, is found again when the game is timed).
 *
 *   node --import tsx scripts/bench/recordGames.ts <random|heuristic> <seed> [<seed> …]
 */
import { BOTS } from '../../src/bots/bots';
import { playGame } from '../../src/bots/playGame';
import type { Action, RulesOptions } from '../../src/engine';

export interface RecordedGame {
  readonly seed: string;
  /** The rules options the game was played under (both engines start it with them). */
  readonly options?: Partial<RulesOptions>;
  readonly actions: readonly Action[];
}

/**
 * The options of the side-by-side games: the rules both engines play alike. The baseline (325ef24)
 * rolls for Supply Columns as the Administrative Phase begins; since 2026-11-29 the current engine
 * rolls after the NADC orders (4.1) unless supplyRollFirst is on, and it no longer replenishes a unit
 * in the phase it was built (6.3 / 6.4) unless replenishNewUnits is on, and since 2026-11-30 Bolivia's fort
 * leaves with Bolivia (5.6) unless boliviaFortsStay is on, and warships in a port with no Supply Column
 * may not leave it to intercept (7.8) unless interceptWithoutProvisions is on. Played with all four on, every recorded
 * action is one the baseline takes too, so both engines step through the same games to their end (with
 * the text's order the baseline refused the Allies' first NADC order, and timed only each game's opening).
 */
export const SIDE_BY_SIDE_OPTIONS: Partial<RulesOptions> = { supplyRollFirst: true, replenishNewUnits: true, boliviaFortsStay: true, interceptWithoutProvisions: true };

function main(): void {
  const [kind, ...seeds] = process.argv.slice(2);
  const name = kind === 'random' ? 'random' : Object.keys(BOTS).find((n) => n.toLowerCase().includes('heuristic'));
  const bot = name ? BOTS[name] : undefined;
  if (!bot) throw new Error(`no bot for "${kind}"`);
  const games: RecordedGame[] = seeds.map((seed) => {
    const actions: Action[] = [];
    playGame(seed, { chile: bot, allied: bot }, SIDE_BY_SIDE_OPTIONS, 200_000, (_next, action) => actions.push(action));
    return { seed, options: SIDE_BY_SIDE_OPTIONS, actions };
  });
  process.stdout.write(JSON.stringify(games));
}

main();
