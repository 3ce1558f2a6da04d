#!/usr/bin/env -S npx tsx
/**
 * The testers' command line: replay and verify game files, play seeded bot games headlessly.
 *   npm run wotp -- match --a <bot> --b <bot> [--games N] [--seed S] [--side chile|allied|both] [--budget B] [--out f.json] [--quiet]
      Seeded games of bot a against bot b, N on each side (default 20, both sides; seeds S, S+1, …),
      alternating sides. Prints a's win rate on each side, Chile's overall win rate and every bot's
      decision-time p50/p95/p99. --budget sets the search bot's budget (simulated engine steps).

  npm run wotp -- --help
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { BOTS } from '../src/bots/bots';
import { FUZZ_HELP, fuzzCommand } from './fuzz/fuzzCommand';
import { playGame } from '../src/bots/playGame';
import type { Side } from '../src/engine';
import { percentile, runMatch, summarise, type MatchOptions } from './match';
import { makeGameFile, parseGameFile, replayGameFile } from '../src/engine/gameFile/replayGameFile';

const HELP = `War of the Pacific — command line for testers

Usage:
  npm run wotp -- replay <file.json> [--verify]
      Replay a game file headlessly from its seed. With --verify, check the state hash after every
      action and print the first divergence; the exit code is 1 if the file does not replay exactly.

  npm run wotp -- play --seed <seed> [--chile <bot>] [--allied <bot>] [--out <file.json>]
      Play a seeded game between two bots and (with --out) write its game file.
      Bots: ${Object.keys(BOTS).join(', ')} (default random).

${FUZZ_HELP}

  npm run wotp -- --help
      This text.
`;

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function replay(args: string[]): number {
  const path = args.find((a) => !a.startsWith('--'));
  if (!path) {
    console.error('replay: which file? (npm run wotp -- replay <file.json> --verify)');
    return 2;
  }
  const parsed = parseGameFile(readFileSync(path, 'utf8'));
  if (!parsed.ok) {
    console.error(parsed.error.message);
    return 1;
  }
  const started = performance.now();
  const r = replayGameFile(parsed.value);
  const ms = (performance.now() - started).toFixed(0);
  if (r.divergence) {
    console.error(`${path}: diverges at step ${r.divergence.step} of ${parsed.value.steps.length}: ${r.divergence.error.message}`);
    return 1;
  }
  const result = r.state.result ? r.state.result.summary : `unfinished (turn ${r.state.turn}, ${r.state.phase})`;
  console.log(`${path}: ${r.steps} steps replayed${args.includes('--verify') ? ', every hash verified' : ''} in ${ms} ms. ${result}`);
  return 0;
}

function play(args: string[]): number {
  const seed = flag(args, '--seed');
  if (seed === undefined) {
    console.error('play: --seed is required');
    return 2;
  }
  const pick = (side: 'chile' | 'allied') => {
    const name = flag(args, `--${side}`) ?? 'random';
    const bot = BOTS[name];
    if (!bot) throw new Error(`unknown bot "${name}" (bots: ${Object.keys(BOTS).join(', ')})`);
    return bot;
  };
  const bots = { chile: pick('chile'), allied: pick('allied') };
  const seedValue = /^\d+$/.test(seed) ? Number(seed) : seed;
  const started = performance.now();
  const game = playGame(seedValue, bots);
  const ms = (performance.now() - started).toFixed(0);
  console.log(`seed ${seed}: ${game.actions.length} actions in ${ms} ms. ${game.state.result?.summary ?? 'no result'}`);
  const out = flag(args, '--out');
  if (out) {
    const file = makeGameFile(seedValue, {}, game.actions, { chile: bots.chile.name, allied: bots.allied.name });
    writeFileSync(out, `${JSON.stringify(file)}\n`);
    console.log(`wrote ${out}`);
  }
  return 0;
}

function match(args: string[]): number {
  const a = flag(args, '--a');
  const b = flag(args, '--b');
  if (!a || !b) {
    console.error('match: --a <bot> and --b <bot> are required');
    return 2;
  }
  const side = flag(args, '--side') ?? 'both';
  const sides: Side[] = side === 'both' ? ['chile', 'allied'] : [side as Side];
  const budget = flag(args, '--budget');
  const o: MatchOptions = { a, b, games: Number(flag(args, '--games') ?? 20), seed: Number(flag(args, '--seed') ?? 1), sides, budget: budget ? Number(budget) : undefined, log: args.includes('--quiet') ? undefined : console.log };
  const report = runMatch(o);
  const text = summarise(o, report);
  console.log(text);
  const out = flag(args, '--out');
  if (out) {
    const times = Object.fromEntries(Object.entries(report.times).map(([k, t]) => [k, { n: t.length, p50: percentile(t, 50), p95: percentile(t, 95), p99: percentile(t, 99), max: t.reduce((m, x) => Math.max(m, x), 0) }]));
    writeFileSync(out, `${JSON.stringify({ options: { ...o, log: undefined }, summary: text.split('\n'), games: report.games, times }, null, 1)}\n`);
    console.log(`wrote ${out}`);
  }
  return 0;
}

function main(argv: string[]): number {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === 'help' || rest.includes('--help')) {
    console.log(HELP);
    return 0;
  }
  if (command === 'replay') return replay(rest);
  if (command === 'play') return play(rest);
  if (command === 'fuzz') return fuzzCommand(rest);
  if (command === 'match') return match(rest);
  console.error(`unknown command "${command}"\n\n${HELP}`);
  return 2;
}

process.exitCode = main(process.argv.slice(2));
