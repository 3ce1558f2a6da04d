import { z } from 'zod';

/**
 * A game file (docs/game-files.md): everything needed to replay a game to the last die — the seed, the
 * rules options, and every action in order with the state hash after it. Set-up is made of actions too.
 */
export const GAME_FILE_FORMAT = 'wotp-game';
export const GAME_FILE_VERSION = 1;

const actionSchema = z.looseObject({ type: z.string().min(1).max(40), side: z.enum(['chile', 'allied']) });

export const gameFileSchema = z
  .object({
    format: z.literal(GAME_FILE_FORMAT),
    version: z.number().int().min(1),
    seed: z.union([z.string().max(200), z.number().finite()]),
    options: z.record(z.string().max(60), z.union([z.string().max(60), z.boolean()])).default({}),
    /** A position to start from instead of a new game (lessons, tests); checked by loadPosition. */
    start: z.looseObject({ format: z.literal('wotp-position') }).optional(),
    /** stateHash of the starting state before any action. */
    initialHash: z.string().regex(/^[0-9a-f]{16}$/),
    steps: z.array(z.object({ action: actionSchema, hash: z.string().regex(/^[0-9a-f]{16}$/) }).strict()).max(200_000),
    /** Free text: who played, when; never read by the engine. */
    meta: z.record(z.string().max(60), z.string().max(2000)).optional(),
  })
  .strict();

export type GameFile = z.output<typeof gameFileSchema>;
