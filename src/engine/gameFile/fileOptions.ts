import type { RulesOptions } from '../rules/options';
import type { GameState } from '../state';

/**
 * Rules options as a game file or a saved game records them (issue 21). Some options came after the
 * first files: a record whose options lack one was played under the reading the game had before the
 * option existed — open terrain (8.6, the map as first drawn) and the English 9.0 lists (Fort Iquique,
 * Fort Arica, the Concepción regiment), and the 4.1 Supply Column roll as the Administrative Phase
 * began, before the NADC orders (supplyRollFirst), and a unit recruited or rebuilt replenished in the same phase
 * (replenishNewUnits, 6.3 / 6.4), and Bolivia's fort left standing when Bolivia quit (boliviaFortsStay, 5.6), and warships intercepting from a port with no Supply Column (interceptWithoutProvisions, 7.8). So it is read with that reading, while a new game takes today's
 * defaults and every file written now records these options (makeGameFile, the saved-game record). Its
 * states had no such members when they were hashed, so its hashes are checked over the state without them.
 */
export const LATER_OPTIONS = {
  openTerrain: true,
  supplyRollFirst: true,
  replenishNewUnits: true,
  boliviaFortsStay: true,
  interceptWithoutProvisions: true,
  peruGt2: 'en',
  peruGt4: 'en',
  chileGt12: 'en',
} as const satisfies Partial<RulesOptions>;

type LaterOption = keyof typeof LATER_OPTIONS;
const LATER_KEYS = Object.keys(LATER_OPTIONS) as LaterOption[];

/** The options this record lacks that came after it: it was played without them. */
function lacking(options: Partial<RulesOptions>): LaterOption[] {
  return LATER_KEYS.filter((k) => options[k] === undefined);
}

/** Whether the record was made before the openTerrain option (and so on the open-terrain map). */
export function madeBeforeOpenTerrain(options: Partial<RulesOptions>): boolean {
  return options.openTerrain === undefined;
}

/** The options to replay a recorded game with: each later option it lacks at its earlier reading. */
export function optionsAsRecorded(options: Partial<RulesOptions>): Partial<RulesOptions> {
  const missing = lacking(options);
  if (missing.length === 0) return options;
  return { ...options, ...Object.fromEntries(missing.map((k) => [k, LATER_OPTIONS[k]])) };
}

/** A recorded game's starting position (loaded with today's defaults), with the record's readings of the later options. */
export function startAsRecorded(start: GameState, options: Partial<RulesOptions>): GameState {
  const missing = lacking(options);
  if (missing.length === 0) return start;
  return { ...start, options: { ...start.options, ...Object.fromEntries(missing.map((k) => [k, LATER_OPTIONS[k]])) } };
}

/** The state as this record hashed it: without the members of the later options it lacks (identity when it has them all). */
export function asHashedBy(options: Partial<RulesOptions>): (state: GameState) => GameState {
  const missing = lacking(options);
  if (missing.length === 0) return (state) => state;
  return (state) => {
    const kept = Object.fromEntries(Object.entries(state.options).filter(([k]) => !(missing as string[]).includes(k)));
    return { ...state, options: kept as unknown as RulesOptions };
  };
}

/** The later options' values of a game, to record in every file and saved game written now. */
export function laterOptionsOf(options: RulesOptions): Pick<RulesOptions, LaterOption> {
  return Object.fromEntries(LATER_KEYS.map((k) => [k, options[k]])) as Pick<RulesOptions, LaterOption>;
}
