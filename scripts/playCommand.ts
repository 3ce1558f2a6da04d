import { BOTS } from '../src/bots/bots';
import { playTraced } from '../src/bots/campaign/playTraced';
import { seedFromText, type Action } from '../src/engine';
import { makeGameFile } from '../src/engine/gameFile/replayGameFile';
import { sayEn } from '../src/ui/i18n/messages/say';
import { appVersion } from './appVersion';
import { parseArgs } from './cliArgs';
import { CliError, type CliIo } from './cliIo';
import { RULES_HELP, rulesOption } from './rulesOption';
import { SETUP_HELP, setupOption } from './setupOption';

export const PLAY_HELP = `  npm run wotp -- play --seed <seed> [--chile <bot>] [--allied <bot>] [--setup historical|free] [--rules name=value,…] [--budget B] [--out <file.json>]
      Play a seeded game between two bots and (with --out) write its game file. The game is the one
      match and stats play on that seed with those bots (and --budget, --setup); digits are a number
      seed, as in the new-game screen. Bots: ${Object.keys(BOTS).join(', ')} (default random).
      ${SETUP_HELP}
      ${RULES_HELP}`;

/** `wotp play`: a seeded game between two bots, its summary printed and (--out) its game file written; returns the exit code. */
export function play(argv: string[], io: CliIo): number {
  const args = parseArgs('play', argv, { values: ['--seed', '--chile', '--allied', '--setup', '--rules', '--budget', '--out'] });
  const flag = (name: string) => args.values[name];
  const seed = flag('--seed');
  if (seed === undefined) throw new CliError('play: --seed is required', 2);
  const pick = (side: 'chile' | 'allied') => {
    const name = flag(`--${side}`) ?? 'random';
    if (!BOTS[name]) throw new CliError(`play: unknown bot "${name}" (bots: ${Object.keys(BOTS).join(', ')})`, 2);
    return name;
  };
  const bots = { chile: pick('chile'), allied: pick('allied') };
  const setup = setupOption('play', flag('--setup'));
  const rules = rulesOption('play', flag('--rules'));
  const budgetText = flag('--budget');
  const budget = budgetText === undefined ? undefined : Number(budgetText);
  if (budget !== undefined && !(Number.isInteger(budget) && budget > 0)) throw new CliError(`play: --budget is a whole number of engine steps, not "${budgetText}"`, 2);
  // Read as the new-game screen reads a typed seed (digits are a number), and played by the one loop
  // of match and stats (playTraced), so that any of their games is this command's game on that seed.
  const seedValue = seedFromText(seed);
  const actions: Action[] = [];
  const started = performance.now();
  const state = playTraced(seedValue, bots, { limit: 200_000, setup, ...(rules ? { options: rules } : {}), ...(budget !== undefined ? { budget } : {}), onStep: (s) => void actions.push(s.action) });
  const ms = (performance.now() - started).toFixed(0);
  // The bots named (QA round 19: a dropped flag played random v random, and nothing said so).
  io.out(`seed ${seed}, ${bots.chile} (Chile) v ${bots.allied} (Allies)${setup === 'historical' ? ', historical set-up' : ''}${rules ? `, rules ${flag('--rules')}` : ''}: ${actions.length} actions in ${ms} ms. ${state.result ? sayEn(state.result.summary) : 'no result'}`);
  const out = flag('--out');
  if (out) {
    const meta = { ...bots, app: appVersion(), ...(budget !== undefined ? { budget: String(budget) } : {}), ...(setup === 'historical' ? { setup } : {}) };
    const file = makeGameFile({ seed: seedValue, ...(rules ? { options: rules } : {}), actions, meta, players: bots });
    io.writeText(out, `${JSON.stringify(file)}\n`);
    io.out(`wrote ${out}`);
  }
  return 0;
}
