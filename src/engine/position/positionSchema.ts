import { navalStateSchema } from '../naval/navalStateSchema';
import { z } from 'zod';
import { NAVAL_AREAS } from '../map/types';
import { PHASE_IDS } from '../sequence/phases';

/**
 * The JSON position format (docs/positions.md), checked field by field. Only the shape is checked here;
 * validatePosition checks it against the map and the counter manifest.
 */
const hexId = z.string().regex(/^\d{4}$/, 'a hex id is four digits XXYY');
const side = z.enum(['chile', 'allied']);
const nation = z.enum(['chile', 'peru', 'bolivia']);
const turn = z.number().int().min(1).max(13);

export const locationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hex'), hex: hexId }).strict(),
  z.object({ kind: z.literal('holdingBox') }).strict(),
  z.object({ kind: z.literal('recruitPool') }).strict(),
  z.object({ kind: z.literal('turnTrack'), turn }).strict(),
  z.object({ kind: z.literal('aboard'), transport: z.string().min(1).max(80) }).strict(),
  z.object({ kind: z.literal('deadPile') }).strict(),
  z.object({ kind: z.literal('outOfPlay') }).strict(),
  z.object({ kind: z.literal('unplaced') }).strict(),
]);

const idRecord = <T extends z.ZodType>(value: T) => z.record(z.string().min(1).max(80).regex(/^[a-z0-9-]+$/, 'ids are lower-case letters, digits and hyphens'), value);

const optionsSchema = z
  .object({
    stacking: z.enum(['en', 'es']),
    interceptionModifier: z.enum(['en', 'es']),
    cavalryMovementBonus: z.boolean(),
    returnWithoutNadc: z.enum(['anyFriendlyPort', 'nationBox']),
    attritionAfterDropOffs: z.enum(['en', 'es']),
    chileanSetupArtillery: z.boolean(),
    holdingBoxLandLink: z.boolean(),
    shipCapture: z.boolean(),
    infernalMachines: z.boolean(),
  })
  .strict()
  .partial();

/** 8.2–8.11 land operations bookkeeping (land/types.ts LandOps). */
const supplyUse = z.object({ initiative: z.boolean(), extraDie: z.boolean() }).strict();
const landOpsSchema = z
  .object({
    moved: z.array(z.string().max(80)).max(500),
    attacked: z.array(z.string().max(80)).max(500),
    battle: z
      .object({
        attacker: side,
        from: hexId,
        target: hexId,
        attackers: z.array(z.string().max(80)).max(20),
        defenders: z.array(z.string().max(80)).max(20),
        amphibious: z.boolean(),
        columnsOnly: z.boolean(),
        supply: z.object({ attacker: supplyUse, defender: supplyUse }).strict(),
        stage: z.enum(['attackerSupply', 'defenderSupply', 'fight', 'losses', 'retreat', 'advance', 'done']),
        hits: z.object({ attacker: z.number().int().min(0), defender: z.number().int().min(0) }).strict(),
        advanced: z.array(z.string().max(80)).max(20),
      })
      .strict()
      .nullable(),
  })
  .strict();

const pendingSchema = z.looseObject({
  kind: z.string().min(1).max(60),
  side,
  prompt: z.string().max(2000),
  rule: z.string().max(40),
});

export const positionSchema = z
  .object({
    format: z.literal('wotp-position'),
    version: z.literal(1),
    seed: z.union([z.string().max(200), z.number().finite()]),
    options: optionsSchema.default({}),
    dice: z
      .object({
        algorithm: z.literal('xoroshiro128plus'),
        state: z.array(z.number().int()).length(4),
        thrown: z.number().int().min(0),
        script: z.array(z.number().int().min(1).max(6)).max(10_000),
        // 8.9: scripted chit draws (indices), see dice/drawOne.ts
        draws: z.array(z.number().int().min(0).max(1000)).max(10_000).optional(),
      })
      .strict()
      .optional(),
    turn: z.number().int().min(1).max(12),
    side,
    phase: z.enum(['setup', ...PHASE_IDS] as [string, ...string[]]),
    pending: z.array(pendingSchema).max(100).default([]),
    control: z.record(hexId, side).default({}),
    vpRecord: z.array(z.object({ turn: z.number().int().min(1).max(12), chileVp: z.number().int().min(0) }).strict()).max(12).default([]),
    units: idRecord(
      z.object({ location: locationSchema, steps: z.number().int().min(1).max(2), builtTurn: z.number().int().min(1).max(12).nullable().default(null) }).strict(),
    ).default({}),
    ships: idRecord(
      z.object({ location: locationSchema, damaged: z.boolean().default(false), builtTurn: z.number().int().min(1).max(12).nullable().default(null) }).strict(),
    ).default({}),
    forts: idRecord(z.object({ status: z.enum(['waiting', 'standing', 'destroyed']) }).strict()).default({}),
    supply: idRecord(z.object({ nation, location: locationSchema }).strict()).default({}),
    nextSupplyId: z.number().int().min(1).optional(),
    nadc: z
      .object({
        chile: z.array(z.object({ ship: z.string(), area: z.enum(NAVAL_AREAS), forTurn: z.number().int().min(1).max(12) }).strict()).max(200),
        allied: z.array(z.object({ ship: z.string(), area: z.enum(NAVAL_AREAS), forTurn: z.number().int().min(1).max(12) }).strict()).max(200),
      })
      .strict()
      .default({ chile: [], allied: [] }),
    boliviaInWar: z.boolean().default(true),
    bonusVp: z.number().int().min(0).max(12).default(0),
    amphibiousAssaults: z
      .array(z.object({ hex: hexId, side, units: z.array(z.string().max(80)).max(20) }).strict())
      .max(50)
      .default([]),
    land: landOpsSchema.default({ moved: [], attacked: [], battle: null }),
    naval: navalStateSchema.default({ formedFor: null, stacks: [], combat: null, stoppedTurn: {}, raided: [], infernalPorts: [], captured: {} }),
    warshipsSunkThisTurn: z.object({ chile: z.number().int().min(0), allied: z.number().int().min(0) }).strict().default({ chile: 0, allied: 0 }),
    result: z
      .object({
        winner: side.nullable(),
        kind: z.enum(['victory', 'suddenDeath', 'draw']),
        turn: z.number().int(),
        chileVp: z.number().int(),
        rule: z.string(),
        summary: z.string(),
      })
      .strict()
      .nullable()
      .default(null),
    step: z.number().int().min(0).default(0),
  })
  .strict();

export type PositionInput = z.input<typeof positionSchema>;
export type ParsedPosition = z.output<typeof positionSchema>;
