import { z } from 'zod';
import { NAVAL_AREAS } from '../map/types';
import { locationSchema } from './locationSchema';
import { hexList, pieceId, pieceList, side } from './schemaParts';

/** The JSON shape of GameState.naval (naval/types.ts) in a position; absent: nothing under way. */
const stack = z.strictObject({
  id: pieceId,
  side,
  ships: pieceList(60),
  area: z.enum(NAVAL_AREAS).nullable(),
  status: z.enum(['waiting', 'sailing', 'done']),
  at: locationSchema,
  sailed: hexList(200_000),
  route: hexList(10_000),
  checks: z.array(z.enum(['exitBlockade', 'enterBlockade', 'interception'])).max(3),
  immuneTo: pieceList(200),
  passedBy: pieceList(200).optional(),
});

const combat = z.strictObject({
  hex: z.string().regex(/^\d{4}$/, 'a hex id is four digits XXYY'),
  stack: pieceId,
  intercepted: side,
  ships: pieceList(60).min(1),
  setAside: pieceList(60),
  setAsideLimit: z.number().int().min(0).max(60),
  fired: pieceList(60),
  targeted: pieceList(60),
  captureTried: pieceList(120),
});

export const navalSchema = z.strictObject({
  formedFor: z.string().regex(/^\d{1,2}-(chile|allied)$/, 'formedFor is "<turn>-<side>"').nullable().default(null),
  stacks: z.array(stack).max(60).default([]),
  combat: combat.nullable().default(null),
  stoppedTurn: z.record(pieceId, z.number().int().min(1).max(12)).default({}),
  raided: pieceList(60).default([]),
  infernalPorts: hexList(60).default([]),
  captured: z.record(pieceId, side).default({}),
});
