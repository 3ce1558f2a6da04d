import { z } from 'zod';
import { NAVAL_AREAS } from '../map/types';

/** The JSON shape of GameState.naval (naval/navalState.ts) in a position; absent: nothing under way. */
const hexId = z.string().regex(/^\d{4}$/);
const side = z.enum(['chile', 'allied']);
const id = z.string().min(1).max(80);
const location = z.looseObject({ kind: z.string() });

const stack = z
  .object({
    id,
    side,
    ships: z.array(id).max(60),
    area: z.enum(NAVAL_AREAS).nullable(),
    status: z.enum(['waiting', 'sailing', 'done']),
    at: location,
    sailed: z.array(hexId).max(2000),
    route: z.array(hexId).max(2000),
    checks: z.array(z.enum(['exitBlockade', 'enterBlockade', 'interception'])).max(3),
    immuneTo: z.array(id).max(200),
  })
  .strict();

const combat = z
  .object({
    hex: hexId,
    stack: id,
    intercepted: side,
    ships: z.array(id).max(60),
    setAside: z.array(id).max(60),
    setAsideLimit: z.number().int().min(0),
    fired: z.array(id).max(60),
    targeted: z.array(id).max(60),
    captureTried: z.array(id).max(120),
  })
  .strict();

export const navalStateSchema = z
  .object({
    formedFor: z.string().max(20).nullable().default(null),
    stacks: z.array(stack).max(60).default([]),
    combat: combat.nullable().default(null),
    stoppedTurn: z.record(id, z.number().int().min(1).max(12)).default({}),
    raided: z.array(id).max(60).default([]),
    infernalPorts: z.array(hexId).max(60).default([]),
    captured: z.record(id, side).default({}),
  })
  .strict();
