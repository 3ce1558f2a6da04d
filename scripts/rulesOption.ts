import { DEFAULT_OPTIONS, type RulesOptions } from '../src/engine';
import { optionsSchema } from '../src/engine/position/optionsSchema';
import { CliError } from './cliIo';

/**
 * `--rules name=value,…` of play, match and stats: the game's rules options, as the new-game screen
 * sets them (rules/options.ts; every option not named keeps its default). Values are read as a game
 * file's are (position/optionsSchema.ts): `true`/`false` for an on/off option, a reading's name
 * otherwise (`stacking=es`, `returnWithoutNadc=nationBox`). Absent: the defaults.
 */
export function rulesOption(command: string, text: string | undefined): Partial<RulesOptions> | undefined {
  if (text === undefined) return undefined;
  const given: Record<string, string | boolean> = {};
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [name, value, extra] = part.split('=').map((p) => p.trim());
    if (!name || value === undefined || value === '' || extra !== undefined) throw new CliError(`${command}: --rules takes name=value pairs joined by commas, not "${part}"`, 2);
    if (!(name in DEFAULT_OPTIONS)) throw new CliError(`${command}: --rules: no rules option "${name}" (options: ${Object.keys(DEFAULT_OPTIONS).join(', ')})`, 2);
    if (name in given) throw new CliError(`${command}: --rules: "${name}" is given twice`, 2);
    given[name] = typeof DEFAULT_OPTIONS[name as keyof RulesOptions] === 'boolean' ? (value === 'true' ? true : value === 'false' ? false : value) : value;
  }
  if (Object.keys(given).length === 0) throw new CliError(`${command}: --rules takes name=value pairs joined by commas, not "${text}"`, 2);
  const parsed = optionsSchema.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CliError(`${command}: --rules: ${String(issue.path[0])}: ${issue.message}`, 2);
  }
  return parsed.data;
}

export const RULES_HELP = `--rules name=value,… plays under those rules options, as the new-game screen sets them
      (e.g. --rules stacking=es,shipCapture=true; the others keep their defaults; names and values as in
      a game file's "options", docs/game-files.md).`;
