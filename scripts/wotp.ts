#!/usr/bin/env -S npx tsx
/**
 * The testers' command line: replay and verify game files, play seeded bot games headlessly.
 *   npm run wotp -- match --a <bot> --b <bot> [--games N] [--seed S] [--side chile|allied|both] [--setup historical|free] [--rules name=value,…] [--budget B] [--out f.json] [--quiet]
      Seeded games of bot a against bot b, N on each side (default 20, both sides; seeds S, S+1, …),
      alternating sides. Prints a's win rate on each side, Chile's overall win rate and every bot's
      decision-time p50/p95/p99. --budget sets the search bot's budget (simulated engine steps).
 *   npm run wotp -- stats --a <bot> --b <bot> [--games N] [--seed S] [--side chile|allied|both] [--setup historical|free] [--rules name=value,…] [--budget B] [--out f.json] [--quiet]
      The campaign figures of issue 20 over N seeded games in all (the match command's games): per
      game naval combats, ships sunk, landings, the squadron at sea, the turn each objective fell, the
      deciding turn and the waste; then shares and medians against the targets and against history,
      and Chile's win share with a 95 % Wilson interval (scripts/stats.ts, src/bots/campaign/).

  npm run wotp -- --help
 */
import { pathToFileURL } from 'node:url';
import { BOTS } from '../src/bots/bots';
import { FUZZ_HELP, fuzzCommand } from './fuzz/fuzzCommand';
import { seedFromText, type Action, type Side } from '../src/engine';
import { percentile, runMatch, summarise, type MatchOptions } from './match';
import { parseGameFile, replayGameFile } from '../src/engine/gameFile/replayGameFile';
import { CliError, describeFailure, endQuietlyOnClosedPipe, NODE_IO, type CliIo } from './cliIo';
import { sayEn } from '../src/ui/i18n/messages/say';
import { aggregateText, runStats, STATS_HELP, unfinishedText, type StatsOptions } from './stats';
import { pairGames, pairedText, type MatchGame } from './paired';
import { parseArgs } from './cliArgs';
import { play, PLAY_HELP } from './playCommand';
import { rulesOption } from './rulesOption';
import { setupOption } from './setupOption';
import { appVersion } from './appVersion';
import { divergenceText } from '../src/ui/files/divergenceText';
import { interfaceWords } from '../src/ui/files/divergenceWords';
import { checkPlayers, unknownPlayersNotice } from '../src/ui/files/players';

const HELP = `War of the Pacific — command line for testers

Usage:
  npm run wotp -- replay <file.json> [--verify]
      Replay a game file headlessly from its seed, checking the state hash after every action; the
      first divergence is printed and the exit code is 1 if the file does not replay exactly (with or
      without --verify, which only says "every hash verified" in the summary).

${PLAY_HELP}

  npm run wotp -- match --a <bot> --b <bot> [--games N] [--seed S] [--side chile|allied|both] [--setup historical|free] [--rules name=value,…] [--budget B] [--out f.json] [--quiet]
      Seeded games of bot a against bot b, N on each side (default 20; seeds S, S+1, …), alternating
      sides. Prints a's win rate on each side, Chile's overall win rate and every bot's decision-time
      p50/p95/p99. --budget sets the search bot's budget (simulated engine steps); --setup and --rules as in play.

${FUZZ_HELP}

${STATS_HELP}

  npm run wotp -- paired <a.json> <baseline.json>
      Two match files (--out) on the same seeds: bot a's games paired with the baseline's by seed and
      side. Per side: both win shares with 95 % Wilson intervals, the pairs where a did better, worse
      or the same (win 1, draw ½), and the exact two-sided sign test p (issue 20 §3).

  npm run wotp -- --help
      This text.
`;

function replay(argv: string[], io: CliIo): number {
  const args = parseArgs('replay', argv, { switches: ['--verify'], positionals: 1 });
  const path = args.positionals[0];
  if (!path) throw new CliError('replay: which file? (npm run wotp -- replay <file.json> --verify)', 2);
  const parsed = parseGameFile(io.readText(path));
  if (!parsed.ok) throw new CliError(`${path}: ${sayEn(parsed.error.message)}`);
  const started = performance.now();
  const r = replayGameFile(parsed.value);
  const ms = (performance.now() - started).toFixed(0);
  if (r.divergence) {
    // The browser's words for it (QA round 19, MINOR-3): the step, its action as the game lists it, and why.
    const action = parsed.value.steps[r.divergence.step - 1]?.action as Action | undefined;
    throw new CliError(`${path}: ${divergenceText(interfaceWords, action, r.state, r.divergence, { file: parsed.value.meta?.app, app: appVersion() })}`);
  }
  const result = r.state.result ? sayEn(r.state.result.summary) : `unfinished (turn ${r.state.turn}, ${r.state.phase})`;
  // Issue 22: a version-1 file's hashes were taken over English words the states no longer hold.
  const checked = r.migrated ? ', migrated from version 1 (every action legal; hashes recomputed, the old ones not checked)' : args.switches.has('--verify') ? ', every hash verified' : '';
  io.out(`${path}: ${r.steps} steps replayed${checked} in ${ms} ms. ${result}`);
  // A player the file names that this edition does not have: the browser's note, as a warning (QA round 19, NIT-9).
  const notice = unknownPlayersNotice(checkPlayers(parsed.value.players).unknown);
  if (notice) io.err(`wotp: warning: ${path}: ${notice}`);
  return 0;
}

function match(argv: string[], io: CliIo): number {
  const args = parseArgs('match', argv, { values: ['--a', '--b', '--games', '--seed', '--side', '--setup', '--rules', '--budget', '--out'], switches: ['--quiet'] });
  const flag = (name: string) => args.values[name];
  const a = flag('--a');
  const b = flag('--b');
  if (!a || !b) throw new CliError('match: --a <bot> and --b <bot> are required', 2);
  for (const name of [a, b]) if (!BOTS[name]) throw new CliError(`match: unknown bot "${name}" (bots: ${Object.keys(BOTS).join(', ')})`, 2);
  const side = flag('--side') ?? 'both';
  const sides: Side[] = side === 'both' ? ['chile', 'allied'] : [side as Side];
  const budget = flag('--budget');
  const setup = setupOption('match', flag('--setup'));
  const rules = rulesOption('match', flag('--rules'));
  const o: MatchOptions = { a, b, games: Number(flag('--games') ?? 20), seed: Number(flag('--seed') ?? 1), sides, ...(setup === 'historical' ? { setup } : {}), ...(rules ? { rules } : {}), budget: budget ? Number(budget) : undefined, log: args.switches.has('--quiet') ? undefined : io.out };
  const report = runMatch(o);
  const text = summarise(o, report);
  io.out(text);
  const out = flag('--out');
  if (out) {
    const times = Object.fromEntries(Object.entries(report.times).map(([k, t]) => [k, { n: t.length, p50: percentile(t, 50), p95: percentile(t, 95), p99: percentile(t, 99), max: t.reduce((m, x) => Math.max(m, x), 0) }]));
    io.writeText(out, `${JSON.stringify({ options: { ...o, log: undefined }, summary: text.split('\n'), games: report.games, times }, null, 1)}\n`);
    io.out(`wrote ${out}`);
  }
  return 0;
}

function stats(argv: string[], io: CliIo): number {
  const args = parseArgs('stats', argv, { values: ['--a', '--b', '--games', '--seed', '--side', '--setup', '--rules', '--budget', '--out'], switches: ['--quiet'] });
  const flag = (name: string) => args.values[name];
  const a = flag('--a');
  const b = flag('--b');
  if (!a || !b) throw new CliError('stats: --a <bot> and --b <bot> are required', 2);
  for (const name of [a, b]) if (!BOTS[name]) throw new CliError(`stats: unknown bot "${name}" (bots: ${Object.keys(BOTS).join(', ')})`, 2);
  const side = flag('--side') ?? 'both';
  if (side !== 'both' && side !== 'chile' && side !== 'allied') throw new CliError(`stats: --side is chile, allied or both, not "${side}"`, 2);
  const gamesText = flag('--games') ?? '20';
  const games = Number(gamesText);
  if (!Number.isInteger(games) || games < 1) throw new CliError(`stats: --games is a whole number of games (1 or more), not "${gamesText}"`, 2);
  // Read as play and the new-game screen read a typed seed: digits are a number (games on S, S+1, …,
  // as before), any other text a text seed (games on "S-0", "S-1", …: gameSeed in scripts/stats.ts).
  const seedText = flag('--seed') ?? '1';
  if (seedText.trim() === '' || seedText.startsWith('--')) throw new CliError(`stats: --seed is a seed (digits or any text), not "${seedText}"`, 2);
  const seed = seedFromText(seedText);
  const budget = flag('--budget');
  const setup = setupOption('stats', flag('--setup'));
  const rules = rulesOption('stats', flag('--rules'));
  const o: StatsOptions = { a, b, games, seed, sides: side === 'both' ? ['chile', 'allied'] : [side], ...(setup === 'historical' ? { setup } : {}), ...(rules ? { rules } : {}), budget: budget ? Number(budget) : undefined, log: args.switches.has('--quiet') ? undefined : io.out };
  const report = runStats(o);
  const text = [aggregateText(report.aggregate), unfinishedText(report)].filter((t) => t !== null).join('\n');
  io.out(text);
  const out = flag('--out');
  if (out) {
    io.writeText(out, `${JSON.stringify({ options: { ...o, log: undefined }, summary: text.split('\n'), aggregate: report.aggregate, games: report.games }, null, 1)}\n`);
    io.out(`wrote ${out}`);
  }
  return 0;
}

function paired(argv: string[], io: CliIo): number {
  const files = parseArgs('paired', argv, { positionals: 2 }).positionals;
  if (files.length !== 2) throw new CliError('paired: two match files, a bot\'s and its baseline\'s (npm run wotp -- paired a.json baseline.json)', 2);
  const read = (path: string): { name: string; games: MatchGame[] } => {
    let data: { options?: { a?: string }; games?: MatchGame[] };
    try {
      data = JSON.parse(io.readText(path)) as typeof data;
    } catch {
      throw new CliError(`${path}: not a match file (JSON written by match --out)`);
    }
    if (!Array.isArray(data.games)) throw new CliError(`${path}: not a match file (no games)`);
    return { name: data.options?.a ?? path, games: data.games };
  };
  const [a, base] = files.map(read) as [ReturnType<typeof read>, ReturnType<typeof read>];
  const rows = pairGames(a.games, base.games);
  if (rows.length === 0) throw new CliError('paired: no game of the first file has a game on the same seed and side in the second');
  io.out(pairedText(rows, a.name, base.name));
  return 0;
}

/**
 * Run the command line on `argv` (without "node script"), writing through `io`; returns the exit code.
 * Every failure is one line on the error output, "wotp: <what went wrong>", never a stack trace.
 */
export function main(argv: readonly string[], io: CliIo = NODE_IO): number {
  const [command, ...rest] = argv;
  try {
    if (!command || command === '--help' || command === 'help' || rest.includes('--help')) {
      io.out(HELP);
      return 0;
    }
    if (command === 'replay') return replay(rest, io);
    if (command === 'play') return play(rest, io);
    if (command === 'fuzz') return fuzzCommand(rest, io);
    if (command === 'match') return match(rest, io);
    if (command === 'stats') return stats(rest, io);
    if (command === 'paired') return paired(rest, io);
    throw new CliError(`unknown command "${command}" (npm run wotp -- --help lists the commands)`, 2);
  } catch (e) {
    const failure = describeFailure(e);
    io.err(`wotp: ${failure.message}`);
    return failure.exitCode;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  endQuietlyOnClosedPipe(process.stdout, (code) => process.exit(code));
  process.exitCode = main(process.argv.slice(2));
}
