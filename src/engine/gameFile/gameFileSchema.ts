import { z } from 'zod';
import { DICE_SECRET_PATTERN } from '../dice';
import { optionsSchema } from '../position/optionsSchema';

/**
 * A game file (docs/game-files.md): everything needed to replay a game to the last die — the seed, the
 * rules options, the dice secret if the game has one, and every action in order with the state hash
 * after it. Set-up is made of actions too.
 */
export const GAME_FILE_FORMAT = 'wotp-game';
/**
 * 2 since issue 22 (states hold codes, not English words, so every hash changed); a version-1 file
 * still opens: replayGameFile migrates it (its actions replayed, its old hashes not checked).
 */
export const GAME_FILE_VERSION = 2;
/** The longest game file text read (a finished game is about 100 000 characters). */
export const MAX_GAME_FILE_CHARS = 8_000_000;
/** The most steps a game file holds: the fuzzer's bound on a whole game (scripts/fuzz, issue 12). */
export const MAX_GAME_FILE_STEPS = 20_000;

const actionSchema = z.looseObject({ type: z.string().min(1).max(40), side: z.enum(['chile', 'allied']) });
const hash = z.string().regex(/^[0-9a-f]{16}$/, 'a state hash is 16 lower-case hex digits');
/** Who plays a side: "human", or a bot by its name (src/bots/bots.ts). */
const player = z.string().regex(/^[a-z][a-z-]{0,19}$/, 'a player is "human" or a bot\'s name (lower-case letters and hyphens)');

export const gameFileSchema = z.strictObject({
  format: z.literal(GAME_FILE_FORMAT),
  version: z.number().int().min(1),
  seed: z.union([z.string().max(200), z.number().finite()]),
  /** Rules options, as in a position: each a known option with one of its values. */
  options: optionsSchema.default({}),
  /** The dice secret the game's dice are keyed with (newGame's diceSecret); absent: dice from the seed alone. */
  diceSecret: z.string().regex(DICE_SECRET_PATTERN, 'a dice secret is 32 lower-case hex digits').optional(),
  /** Who played each side; absent: both human. */
  players: z.strictObject({ chile: player, allied: player }).optional(),
  /** A position to start from instead of a new game (lessons, tests, branches); checked by loadPosition. */
  start: z.looseObject({ format: z.literal('wotp-position') }).optional(),
  /** stateHash of the starting state before any action. */
  initialHash: hash,
  steps: z.array(z.strictObject({ action: actionSchema, hash })).max(MAX_GAME_FILE_STEPS, `a game file holds at most ${MAX_GAME_FILE_STEPS} steps`),
  /** Free text: who played, when (the app writes `saved` and the game's `name`: ui/files/saveFile.ts); never read by the engine. */
  meta: z.record(z.string().max(60), z.string().max(2000)).optional(),
});

export type GameFile = z.output<typeof gameFileSchema>;
export type GamePlayers = NonNullable<GameFile['players']>;
