#!/usr/bin/env -S npx tsx
/**
 * The testers' command line: replay and verify game files, play seeded bot games headlessly.
 *   npm run wotp -- --help
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { BOTS } from '../src/bots/bots';
import { playGame } from '../src/bots/playGame';
import { makeGameFile, parseGameFile, replayGameFile } from '../src/engine/gameFile/replayGameFile';

const HELP = `War of the Pacific — command line for testers

Usage:
  npm run wotp -- replay <file.json> [--verify]
      Replay a game file headlessly from its seed. With --verify, check the state hash after every
      action and print the first divergence; the exit code is 1 if the file does not replay exactly.

  npm run wotp -- play --seed <seed> [--chile <bot>] [--allied <bot>] [--out <file.json>]
      Play a seeded game between two bots and (with --out) write its game file.
      Bots: ${Object.keys(BOTS).join(', ')} (default random).

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

function main(argv: string[]): number {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === 'help' || rest.includes('--help')) {
    console.log(HELP);
    return 0;
  }
  if (command === 'replay') return replay(rest);
  if (command === 'play') return play(rest);
  console.error(`unknown command "${command}"\n\n${HELP}`);
  return 2;
}

process.exitCode = main(process.argv.slice(2));
