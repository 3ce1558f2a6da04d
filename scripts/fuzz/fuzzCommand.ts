import { applyAction } from '../../src/engine';
import { parseGameFile, startOf } from '../../src/engine/gameFile/replayGameFile';
import { checkInvariants } from '../../src/engine/invariants/checkInvariants';
import { DEFAULT_MAX_ACTIONS } from './fuzzGame';
import { fuzzRun } from './fuzzRun';
import { progressLine } from './progress';
import { CliError, NODE_IO, type CliIo } from '../cliIo';
import { parseArgs } from '../cliArgs';
import { sayEn } from '../../src/ui/i18n/messages/say';

export const FUZZ_HELP = `  npm run wotp -- fuzz --games <N> --seed <S> [--bots random[,heuristic…]] [--rules default|random] [--max-actions N] [--out <dir>]
      Play N seeded games (bots choose random legal actions, or play by their heuristics; with several
      bots every pairing takes its turn), checking after every action the game invariants, that someone
      can always act, the action bound (default ${DEFAULT_MAX_ACTIONS}), that viewFor leaks no secret, and
      that the game file replays with every hash. --rules random plays each game under rules options drawn
      from its seed (every reading and optional rule of the new-game screen), recorded in its game file.
      A failure is written to <dir> (default fuzz-failures/) as a game file cut at the failing step; exit
      code 1 if any game fails.
  npm run wotp -- fuzz --check <file.json>
      Replay a game file checking the invariants after every step (to study a failure file).`;

/** `wotp fuzz`: returns the exit code. */
export function fuzzCommand(argv: string[], io: CliIo = NODE_IO): number {
  const args = parseArgs('fuzz', argv, { values: ['--check', '--games', '--seed', '--bots', '--rules', '--max-actions', '--out'] });
  const flag = (name: string) => args.values[name];
  const checkPath = flag('--check');
  if (checkPath) return checkFile(checkPath, io);
  const games = Number(flag('--games') ?? '100');
  const seed = flag('--seed') ?? '1';
  const maxActions = Number(flag('--max-actions') ?? DEFAULT_MAX_ACTIONS);
  if (!Number.isInteger(games) || games < 1 || !Number.isInteger(maxActions) || maxActions < 1) throw new CliError('fuzz: --games and --max-actions take a positive whole number', 2);
  const bots = (flag('--bots') ?? 'random').split(',').filter(Boolean);
  const rules = flag('--rules') ?? 'default';
  if (rules !== 'default' && rules !== 'random') throw new CliError('fuzz: --rules takes default or random', 2);
  const show = progressLine(games);
  let failed = 0;
  const summary = fuzzRun({
    games,
    seed,
    bots,
    rules,
    maxActions,
    outDir: flag('--out') ?? 'fuzz-failures',
    onGame: (done, r) => {
      if (r.failure) {
        failed++;
        process.stderr.write(`${process.stderr.isTTY ? '\r\x1b[K' : ''}FAIL ${r.seed} (${r.bots}) at step ${r.failure.step}: ${r.failure.problem.split('\n')[0]}\n`);
      }
      show(done, `${failed} failed`);
    },
  });
  const perGame = summary.ms / summary.games;
  io.out(`fuzz: ${summary.games} games (${bots.join(', ')}${rules === 'random' ? '; rules options drawn from each seed' : ''}), ${summary.actions} actions, ${summary.failures.length} failed, ${(summary.ms / 1000).toFixed(1)} s (${perGame.toFixed(0)} ms a game).`);
  for (const f of summary.failures) io.out(`  ${f.seed}: step ${f.failure!.step}: ${f.failure!.problem.split('\n')[0]}${f.path ? `\n    reproduce: npm run wotp -- fuzz --check ${f.path}` : ''}`);
  return summary.failures.length > 0 ? 1 : 0;
}

/** Replay a game file, checking the invariants after every step. */
function checkFile(path: string, io: CliIo): number {
  const parsed = parseGameFile(io.readText(path));
  if (!parsed.ok) throw new CliError(`${path}: ${sayEn(parsed.error.message)}`);
  if (parsed.value.meta?.fuzz) io.out(`the fuzzer found: ${parsed.value.meta.fuzz}`);
  const start = startOf(parsed.value);
  if (!start.ok) throw new CliError(`${path}: ${sayEn(start.error.message)}`);
  let state = start.value;
  const steps = parsed.value.steps.map((s) => s.action);
  const failing = parsed.value.meta?.failingAction;
  if (failing) {
    try {
      steps.push(JSON.parse(failing));
    } catch {
      throw new CliError(`${path}: meta.failingAction is not JSON`);
    }
  }
  for (let i = 0; i <= steps.length; i++) {
    const broken = checkInvariants(state);
    if (broken.length > 0) {
      io.out(`after step ${i}: ${broken.map((v) => `${v.invariant}: ${v.message}`).join('; ')}`);
      return 1;
    }
    if (i === steps.length) break;
    const r = applyAction(state, steps[i]);
    if (!r.ok) {
      io.out(`step ${i + 1} is refused: ${sayEn(r.error.message)}`);
      return 1;
    }
    state = r.state;
  }
  io.out(`${path}: ${steps.length} steps, every invariant holds.`);
  return 0;
}
