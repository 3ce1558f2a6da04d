import { BOTS } from '../../src/bots/bots';
import type { Bot } from '../../src/bots/bot';
import { playGame } from '../../src/bots/playGame';
import { applyAction, legalActions, newGame, type Action, type GameState } from '../../src/engine';
import { makeGameFile, replayGameFile } from '../../src/engine/gameFile/replayGameFile';
import { median, timeMs } from './stats';
import { sayEn } from '../../src/ui/i18n/messages/say';

/** The engine figures of issue 12 §3 (Node, in this process). */
export interface EngineFigures {
  /** legalActions calls per second over the states of sample games. */
  readonly legalListingsPerSec: number;
  /** applyAction calls (with its validation) per second over the same states. */
  readonly applicationsPerSec: number;
  /** Median wall time of a full game, random bot against random bot. */
  readonly randomGameMs: number;
  readonly randomGameActions: number;
  /** Median wall time of a full heuristic-bot game; null when there is no heuristic bot. */
  readonly heuristicGameMs: number | null;
  readonly heuristicBot: string | null;
  /** Median time to replay a full game file, verifying every hash. */
  readonly replayVerifyMs: number;
  readonly replaySteps: number;
  readonly games: number;
}

export interface EngineBenchOptions {
  /** Games for the game-time medians (default 15). */
  readonly games?: number;
  readonly log?: (line: string) => void;
}

const random = BOTS.random!;

function sampleStates(seeds: readonly number[]): { state: GameState; action: Action }[] {
  const out: { state: GameState; action: Action }[] = [];
  for (const seed of seeds) {
    let state = newGame({ seed: `bench-${seed}` });
    playGame(`bench-${seed}`, { chile: random, allied: random }, {}, 200_000, (next, action) => {
      out.push({ state, action });
      state = next;
    });
  }
  return out;
}

/** The heuristic bot if src/bots has one (issue 12 asks for its game time once it exists). */
function heuristicBot(): Bot | null {
  const name = Object.keys(BOTS).find((n) => n.toLowerCase().includes('heuristic'));
  return name ? BOTS[name]! : null;
}

export function runEngineBench(opts: EngineBenchOptions = {}): EngineFigures {
  const log = opts.log ?? (() => {});
  const games = opts.games ?? 15;

  log('engine: sampling states from 3 random games');
  const samples = sampleStates([1, 2, 3]);
  const listMs = timeMs(() => {
    for (const { state } of samples) legalActions(state);
  });
  const applyMs = timeMs(() => {
    for (const { state, action } of samples) applyAction(state, action);
  });

  log(`engine: ${games} random-bot games`);
  const times: number[] = [];
  const lengths: number[] = [];
  for (let i = 0; i < games; i++) {
    let n = 0;
    times.push(timeMs(() => (n = playGame(`bench-game-${i}`, { chile: random, allied: random }).actions.length)));
    lengths.push(n);
  }

  const heuristic = heuristicBot();
  let heuristicGameMs: number | null = null;
  if (heuristic) {
    log(`engine: ${Math.min(games, 5)} ${heuristic.name}-bot games`);
    const ht: number[] = [];
    for (let i = 0; i < Math.min(games, 5); i++) {
      try {
        ht.push(timeMs(() => playGame(`bench-h-${i}`, { chile: heuristic, allied: heuristic }, {}, 50_000)));
      } catch (e) {
        // A bot under work may not finish a game: that game is left out, the bench goes on.
        log(`engine: ${heuristic.name}-bot game bench-h-${i} left out: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    heuristicGameMs = ht.length > 0 ? median(ht) : null;
  }

  log('engine: replay-and-verify');
  // The game of median length among those played, as a file.
  const order = lengths.map((n, i) => [n, i] as const).sort((a, b) => a[0] - b[0]);
  const mid = order[Math.floor(order.length / 2)]![1];
  const seed = `bench-game-${mid}`;
  const file = makeGameFile(seed, {}, playGame(seed, { chile: random, allied: random }).actions);
  const rt: number[] = [];
  for (let i = 0; i < 5; i++) {
    rt.push(
      timeMs(() => {
        const r = replayGameFile(file);
        if (r.divergence) throw new Error(`bench game file does not replay: ${sayEn(r.divergence.error.message)}`);
      }),
    );
  }

  return {
    legalListingsPerSec: samples.length / (listMs / 1000),
    applicationsPerSec: samples.length / (applyMs / 1000),
    randomGameMs: median(times),
    randomGameActions: median(lengths),
    heuristicGameMs,
    heuristicBot: heuristic?.name ?? null,
    replayVerifyMs: median(rt),
    replaySteps: file.steps.length,
    games,
  };
}
