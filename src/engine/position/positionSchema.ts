import { z } from 'zod';
import { DICE_SECRET_PATTERN } from '../dice';
import { NAVAL_AREAS } from '../map/types';
import { PHASE_IDS } from '../sequence/phases';
import { pendingDecisionSchema } from './decisions/decisionSchemas';
import { resultSummarySchema } from './resultSummarySchema';
import { diceSchema } from './diceSchema';
import { locationSchema } from './locationSchema';
import { navalSchema } from './navalSchema';
import { optionsSchema } from './optionsSchema';
import { hexId, nation, pieceId, pieceList, side } from './schemaParts';

export { locationSchema } from './locationSchema';

/**
 * The JSON position format (docs/positions.md), checked field by field. Only the shape is checked here;
 * validatePosition checks it against the map and the counter manifest, validateRecords the decisions,
 * battles and moving stacks against the pieces.
 */
const turn = z.number().int().min(1).max(12);
const idRecord = <T extends z.ZodType>(value: T) => z.record(pieceId, value);

/** 8.2–8.11 land operations bookkeeping (land/types.ts LandOps). */
const supplyUse = z.strictObject({ initiative: z.boolean(), extraDie: z.boolean() });
const landOpsSchema = z.strictObject({
  moved: pieceList(500),
  attacked: pieceList(500),
  battle: z
    .strictObject({
      attacker: side,
      from: hexId,
      target: hexId,
      attackers: pieceList(20).min(1),
      defenders: pieceList(20),
      amphibious: z.boolean(),
      columnsOnly: z.boolean(),
      supply: z.strictObject({ attacker: supplyUse, defender: supplyUse }),
      stage: z.enum(['attackerSupply', 'defenderSupply', 'fight', 'losses', 'retreat', 'advance', 'done']),
      hits: z.strictObject({ attacker: z.number().int().min(0).max(200), defender: z.number().int().min(0).max(200) }),
      advanced: pieceList(20),
    })
    .nullable(),
});

const nadcOrder = z.strictObject({ ship: pieceId, area: z.enum(NAVAL_AREAS), forTurn: turn });

export const positionSchema = z.strictObject({
  format: z.literal('wotp-position'),
  version: z.literal(1),
  seed: z.union([z.string().max(200), z.number().finite()]),
  options: optionsSchema.default({}),
  dice: diceSchema.optional(),
  /** The 128-bit secret the dice are keyed with (dice/diceState.ts), if the game has one. */
  diceSecret: z.string().regex(DICE_SECRET_PATTERN, 'a dice secret is 32 lower-case hex digits').optional(),
  turn,
  side,
  phase: z.enum(['setup', ...PHASE_IDS] as [string, ...string[]]),
  pending: z.array(pendingDecisionSchema).max(100).default([]),
  control: z.record(hexId, side).default({}),
  vpRecord: z.array(z.strictObject({ turn, chileVp: z.number().int().min(0).max(1000) })).max(12).default([]),
  units: idRecord(z.strictObject({ location: locationSchema, steps: z.number().int().min(1).max(2), builtTurn: turn.nullable().default(null) })).default({}),
  ships: idRecord(z.strictObject({ location: locationSchema, damaged: z.boolean().default(false), builtTurn: turn.nullable().default(null) })).default({}),
  forts: idRecord(z.strictObject({ status: z.enum(['waiting', 'standing', 'destroyed']) })).default({}),
  supply: idRecord(z.strictObject({ nation, location: locationSchema })).default({}),
  nextSupplyId: z.number().int().min(1).max(1_000_000).optional(),
  nadc: z.strictObject({ chile: z.array(nadcOrder).max(200), allied: z.array(nadcOrder).max(200) }).default({ chile: [], allied: [] }),
  boliviaInWar: z.boolean().default(true),
  bonusVp: z.number().int().min(0).max(12).default(0),
  amphibiousAssaults: z.array(z.strictObject({ hex: hexId, side, units: pieceList(20) })).max(50).default([]),
  land: landOpsSchema.default({ moved: [], attacked: [], battle: null }),
  naval: navalSchema.default({ formedFor: null, stacks: [], combat: null, stoppedTurn: {}, raided: [], infernalPorts: [], captured: {} }),
  warshipsSunkThisTurn: z.strictObject({ chile: z.number().int().min(0).max(60), allied: z.number().int().min(0).max(60) }).default({ chile: 0, allied: 0 }),
  result: z
    .strictObject({
      winner: side.nullable(),
      kind: z.enum(['victory', 'suddenDeath', 'draw']),
      turn,
      chileVp: z.number().int().min(0).max(1000),
      rule: z.string().max(40),
      summary: resultSummarySchema,
    })
    .nullable()
    .default(null),
  step: z.number().int().min(0).max(100_000_000).default(0),
});

export type PositionInput = z.input<typeof positionSchema>;
export type ParsedPosition = z.output<typeof positionSchema>;
