import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOTS } from '../../src/bots/bots';
import type { Bot } from '../../src/bots/bot';
import type { Side } from '../../src/engine';
import { fuzzGame, type FuzzGameResult, type FuzzOptions } from './fuzzGame';
import { randomRules } from './randomRules';

export interface FuzzRunOptions extends Omit<FuzzOptions, 'rules'> {
  readonly games: number;
  readonly seed: string;
  /** Bot names (src/bots/bots.ts); the games cycle through every pairing. Default: random. */
  readonly bots?: readonly string[];
  /** The games' rules options: the defaults, or each game's own drawn from its seed (randomRules.ts). */
  readonly rules?: 'default' | 'random';
  /** Where failure files go (default fuzz-failures/); null: keep them in memory only. */
  readonly outDir?: string | null;
  /** Stop at the first failure. */
  readonly stopOnFailure?: boolean;
  readonly onGame?: (done: number, result: FuzzGameResult) => void;
}

export interface FuzzRunSummary {
  readonly games: number;
  readonly actions: number;
  readonly failures: readonly (FuzzGameResult & { readonly path: string | null })[];
  readonly ms: number;
}

/** The bots of game `i`: every (Chile, Allies) pairing of the names in turn. */
export function pairing(names: readonly string[], i: number): Record<Side, Bot> {
  const k = names.length;
  const pick = (name: string) => {
    const bot = BOTS[name];
    if (!bot) throw new Error(`unknown bot "${name}" (bots: ${Object.keys(BOTS).join(', ')})`);
    return bot;
  };
  return { chile: pick(names[i % k]!), allied: pick(names[Math.floor(i / k) % k]!) };
}

/** Game `i`'s seed in a run seeded `seed`. */
export const gameSeed = (seed: string, i: number): string => `fuzz-${seed}-${i}`;

/** Play `games` fuzz games; each failure is written as a minimal reproducing game file. */
export function fuzzRun(opts: FuzzRunOptions): FuzzRunSummary {
  const names = opts.bots?.length ? opts.bots : ['random'];
  const outDir = opts.outDir === undefined ? 'fuzz-failures' : opts.outDir;
  const started = performance.now();
  const failures: (FuzzGameResult & { path: string | null })[] = [];
  let actions = 0;
  let played = 0;
  const { rules, ...checks } = opts;
  for (let i = 0; i < opts.games; i++) {
    const seed = gameSeed(opts.seed, i);
    const r = fuzzGame(seed, pairing(names, i), rules === 'random' ? { ...checks, rules: randomRules(seed) } : checks);
    played++;
    actions += r.actions;
    if (r.failure) {
      let path: string | null = null;
      if (outDir !== null) {
        mkdirSync(outDir, { recursive: true });
        path = join(outDir, `${r.seed}.json`);
        writeFileSync(path, `${JSON.stringify(r.failure.file)}\n`);
      }
      failures.push({ ...r, path });
    }
    opts.onGame?.(i + 1, r);
    if (r.failure && opts.stopOnFailure) break;
  }
  return { games: played, actions, failures, ms: performance.now() - started };
}
