import { CliError } from './cliIo';

/** What a subcommand of the testers' command line takes: options with a value, switches, and how many plain arguments. */
export interface ArgSpec {
  /** Options followed by their value ("--seed 5"). */
  readonly values?: readonly string[];
  /** Options on their own ("--verify"). */
  readonly switches?: readonly string[];
  /** Plain arguments (file names): exactly this many are taken, no more (default 0). */
  readonly positionals?: number;
}

export interface ParsedArgs {
  readonly values: Readonly<Record<string, string>>;
  readonly switches: ReadonlySet<string>;
  readonly positionals: readonly string[];
}

/**
 * A subcommand's arguments read against what it takes. An option it does not take (a misspelt
 * "--chlie heuristic" played random v random: QA round 19), an option without its value ("--chile" at
 * the end, or followed by another option), an empty value ("--seed ''"), an option given twice, or a
 * plain argument too many is a usage error (exit code 2, docs/game-files.md), never passed over.
 * Too few plain arguments are left to the command, which says which it lacks.
 */
export function parseArgs(command: string, args: readonly string[], spec: ArgSpec): ParsedArgs {
  const takesValue = new Set(spec.values ?? []);
  const isSwitch = new Set(spec.switches ?? []);
  const values: Record<string, string> = {};
  const switches = new Set<string>();
  const positionals: string[] = [];
  const usage = (why: string) => new CliError(`${command}: ${why} (npm run wotp -- --help)`, 2);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      if (positionals.length >= (spec.positionals ?? 0)) throw usage(`unexpected argument "${arg}"`);
      positionals.push(arg);
      continue;
    }
    if (isSwitch.has(arg)) {
      switches.add(arg);
      continue;
    }
    if (!takesValue.has(arg)) {
      const known = [...takesValue, ...isSwitch];
      throw usage(`unknown option "${arg}"${known.length > 0 ? `; ${command} takes ${known.join(', ')}` : `; ${command} takes no options`}`);
    }
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--')) throw usage(`${arg} needs a value`);
    if (value.trim() === '') throw usage(`${arg} needs a value, not "${value}"`);
    if (arg in values) throw usage(`${arg} is given twice`);
    values[arg] = value;
    i++;
  }
  return { values, switches, positionals };
}
