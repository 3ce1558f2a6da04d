import { z } from 'zod';

/**
 * Pieces of the position and game-file schemas used in several places: ids, hexes, sides, the land
 * "space" (a hex or the Chile Holding Box). Strings and lists are bounded so a hostile file costs little.
 * A refusal is told by its path and zod's issue code (error.positionField), so no schema carries words.
 */
export const hexId = z.string().regex(/^\d{4}$/);
export const side = z.enum(['chile', 'allied']);
export const nation = z.enum(['chile', 'peru', 'bolivia']);
/** A piece's id: a land unit, a ship, a fort or a Supply Column ("sc-4"). */
export const pieceId = z.string().min(1).max(80).regex(/^[a-z0-9-]+$/);
/** Where land pieces stand and move (land/types.ts Space). */
export const space = z.union([hexId, z.literal('holdingBox')]);
export const pieceList = (max: number) => z.array(pieceId).max(max);
export const hexList = (max: number) => z.array(hexId).max(max);
