import { z } from 'zod';
import { hexId, pieceId } from '../schemaParts';
import { decisionBase } from './decisionBase';

/** The JSON shape of the Administrative and Consume Supply decisions (supply/, stacking/), every field. */
export const ADMIN_DECISION_SCHEMAS = {
  placeSupplyColumn: z.strictObject({ ...decisionBase('placeSupplyColumn'), remaining: z.number().int().min(1).max(60), bolivianPlaced: z.boolean() }),
  eliminateExcess: z.strictObject({ ...decisionBase('eliminateExcess'), hex: hexId, excess: z.number().int().min(1).max(200) }),
  // 6.5: the repair die.
  repairChoice: z.strictObject({ ...decisionBase('repairChoice'), ship: pieceId, roll: z.number().int().min(1).max(6) }),
  placeNewUnit: z.strictObject({ ...decisionBase('placeNewUnit'), unit: pieceId }),
} as const;
