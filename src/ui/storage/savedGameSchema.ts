import { z } from 'zod';
import type { Action, RulesOptions } from '../../engine';

/**
 * One saved game as kept in IndexedDB (one record per game, keyed by its id): enough to rebuild it by
 * replaying its actions, and everything it was started with. Language-independent: no interface text
 * (the name is the player's own; the result summary is the engine's, translated when shown).
 */
const side = z.enum(['chile', 'allied']);
const action = z.looseObject({ type: z.string().min(1).max(40), side });
const options = z.record(z.string().max(60), z.union([z.string().max(60), z.boolean()]));
const player = z.string().min(1).max(40);

export const SAVED_GAME_FORMAT = 'wotp-saved-game';
export const SAVED_GAME_VERSION = 2;

export const savedGameSchema = z.object({
  format: z.literal(SAVED_GAME_FORMAT),
  version: z.literal(SAVED_GAME_VERSION),
  id: z.string().min(1).max(200),
  name: z.string().max(500),
  /** When it was last written (ISO time). */
  updated: z.iso.datetime(),
  seed: z.union([z.string().max(200), z.number().finite()]),
  /** The dice secret the game was started with (issue 17), when it has one. */
  diceSecret: z.string().regex(/^[0-9a-f]{32}$/).optional(),
  options,
  /** The position the actions start from (a position file, a lesson), or null for a new game. */
  start: z.looseObject({ format: z.literal('wotp-position') }).nullable(),
  actions: z.array(action).max(200_000),
  /** Who plays each side: 'human' or a bot's name. */
  players: z.object({ chile: player, allied: player }),
  /** The bots' strength and speed (absent in games moved from the first edition, which kept neither). */
  botBudget: z.number().int().positive().optional(),
  botDelay: z.number().int().nonnegative().optional(),
  undoAllowed: z.boolean(),
  /** How the game began: the historical set-up, each side placing its own pieces, or a position. */
  setup: z.enum(['historical', 'manual', 'position']),
  /** The guided lesson it is, if any. */
  lesson: z.string().max(100).nullable(),
  /** Where the game stands, for the list. */
  turn: z.number().int().min(0).max(100),
  side,
  phase: z.string().min(1).max(60),
  /**
   * How the game ended (GameResult's winner, kind, turn and Chile's VP; no sentence), or null while it
   * goes on. 'over': a game moved from the first edition, which kept only its English summary.
   */
  result: z
    .object({ winner: side.nullable(), kind: z.enum(['victory', 'suddenDeath', 'draw', 'over']), turn: z.number().int().min(0).max(100), chileVp: z.number().finite().nullable() })
    .nullable(),
  /**
   * The actions taken back (Undo), each with the game step it was taken back at: the log's take-back
   * lines ("Allies take back: …") are written again there when the game is rebuilt (they were gone
   * after a reload: table QA round 11). Absent: none, or a record written before.
   */
  takenBack: z.array(z.object({ step: z.number().int().min(0).max(10_000_000), action })).max(100_000).optional(),
});

type Parsed = z.output<typeof savedGameSchema>;
export interface SavedGame extends Omit<Parsed, 'actions' | 'options' | 'takenBack'> {
  readonly actions: readonly Action[];
  readonly options: Partial<RulesOptions>;
  readonly takenBack?: readonly { readonly step: number; readonly action: Action }[];
}

/** The localStorage record of the first edition (key wotp.savedGames.v1), before issue 17. */
export const legacySavedGameSchema = z.object({
  id: z.string().min(1).max(200),
  name: z.string().max(500),
  updated: z.string().max(60),
  seed: z.union([z.string().max(200), z.number().finite()]),
  options: options.default({}),
  start: z.looseObject({ format: z.literal('wotp-position') }).nullable().default(null),
  actions: z.array(action).max(200_000),
  turn: z.number().int().min(0).max(100),
  side,
  phase: z.string().min(1).max(60),
  result: z.string().nullable().default(null),
});
export type LegacySavedGame = z.output<typeof legacySavedGameSchema>;

/** A record read back from storage: the saved game, or null when it does not match the schema. */
export function readSavedGame(value: unknown): SavedGame | null {
  const r = savedGameSchema.safeParse(value);
  return r.success ? (r.data as SavedGame) : null;
}
