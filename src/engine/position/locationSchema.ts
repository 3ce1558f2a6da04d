import { z } from 'zod';
import { hexId, pieceId } from './schemaParts';

/** A piece's place (pieces/location.ts Location). */
export const locationSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('hex'), hex: hexId }),
  z.strictObject({ kind: z.literal('holdingBox') }),
  z.strictObject({ kind: z.literal('recruitPool') }),
  // 6.5: a ship repaired by waiting comes back at most six turns on; the track ends at 12.
  z.strictObject({ kind: z.literal('turnTrack'), turn: z.number().int().min(1).max(18) }),
  z.strictObject({ kind: z.literal('aboard'), transport: pieceId }),
  z.strictObject({ kind: z.literal('deadPile') }),
  z.strictObject({ kind: z.literal('outOfPlay') }),
  z.strictObject({ kind: z.literal('unplaced') }),
]);
