/**
 * Issue 20 §4, the most that remembering could gain: each step of recorded games (new to this process)
 * listed and applied on the state the step before made, as in play ("first"), then listed and applied
 * again on that same state ("again"), when every index and search the engine keeps for the state's
 * records is already there. first / again bounds what carrying those over from one state to the next
 * could gain, if it cost nothing. It also times the step as a bot's look-ahead makes it, the listed
 * action applied with applyListedAction (no second lookup among the phase's actions).
 *
 *   npx tsx scripts/bench/firstEncounter.ts [random|heuristic] [games, default 6]
 *
 * The first two games warm the engine up (three passes); the rest are timed once. Read the ratios; the
 * microseconds swing with the shared machine's load.
 */
import { applyAction, applyListedAction, legalActions, newGame, type GameState } from '../../src/engine';
import { sameAction } from '../../src/engine/sameAction';
import type { RecordedGame } from './recordGames';
import { recordGames } from './sideBySide';

const WARM_UP_GAMES = 2;
const WARM_UP_PASSES = 3;

interface Times {
  first: number;
  again: number;
  listed: number;
  steps: number;
}

function play(game: RecordedGame, times?: Times): void {
  let state: GameState = newGame({ seed: game.seed, options: game.options });
  for (const action of game.actions) {
    let t = performance.now();
    legalActions(state);
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`${game.seed}: step ${state.step} refused`);
    if (times) {
      times.first += performance.now() - t;
      t = performance.now();
      legalActions(state);
      applyAction(state, action);
      times.again += performance.now() - t;
      t = performance.now();
      const list = legalActions(state);
      const listedAt = performance.now();
      const mine = list.find((a) => sameAction(a, action))!;
      const applyAt = performance.now();
      applyListedAction(state, mine);
      // The bot's own choice (here: finding the recorded action in the list) is not the engine's time.
      times.listed += listedAt - t + (performance.now() - applyAt);
      times.steps++;
    }
    state = r.state;
  }
}

function main(): void {
  const kind = process.argv[2] === 'random' ? 'random' : 'heuristic';
  const count = Number(process.argv[3] ?? 6);
  const games = recordGames(kind, Array.from({ length: count }, (_, i) => `first-encounter-${i + 1}`));
  for (let p = 0; p < WARM_UP_PASSES; p++) for (const g of games.slice(0, WARM_UP_GAMES)) play(g);
  const t: Times = { first: 0, again: 0, listed: 0, steps: 0 };
  for (const g of games.slice(WARM_UP_GAMES)) play(g, t);
  const us = (ms: number) => ((ms / t.steps) * 1000).toFixed(1);
  console.log(`${kind}-bot games, ${t.steps} steps timed: list + apply on a new state ${us(t.first)} µs, on the same state again ${us(t.again)} µs (first / again ${(t.first / t.again).toFixed(2)}); list + applyListedAction on the state again ${us(t.listed)} µs`);
}

main();
