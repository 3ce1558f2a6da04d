import { z } from 'zod';
import { hexId, pieceList, space } from '../schemaParts';
import { decisionBase } from './decisionBase';

/** The JSON shape of each land-operations decision (land/types.ts), every field, nothing more. */
export const LAND_DECISION_SCHEMAS = {
  formMove: z.strictObject({ ...decisionBase('formMove'), from: space, pieces: pieceList(200) }),
  landMove: z.strictObject({
    ...decisionBase('landMove'),
    at: space,
    pieces: pieceList(200),
    // 8.2: one die (the higher of two) plus at most the cavalry bonus.
    mp: z.number().int().min(0).max(7),
    path: z.array(space).min(1).max(200),
    doubles: z.boolean(),
    rolledWith: pieceList(200),
  }),
  attritionLoss: z.strictObject({ ...decisionBase('attritionLoss'), candidates: pieceList(200).min(1) }),
  formAttack: z.strictObject({ ...decisionBase('formAttack'), from: hexId, target: hexId, units: pieceList(40) }),
  combatSupply: z.strictObject({ ...decisionBase('combatSupply'), hex: hexId, columns: z.number().int().min(1).max(200), role: z.enum(['attacker', 'defender']) }),
  combatLosses: z.strictObject({ ...decisionBase('combatLosses'), hits: z.number().int().min(1).max(200), candidates: pieceList(40).min(1) }),
  retreat: z.strictObject({ ...decisionBase('retreat'), from: hexId, units: pieceList(40).min(1) }),
  advance: z.strictObject({ ...decisionBase('advance'), from: hexId, target: hexId }),
} as const;
