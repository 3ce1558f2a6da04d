import { z } from 'zod';
import { hexId, hexList, pieceId, pieceList } from '../schemaParts';
import { decisionBase } from './decisionBase';

/** The JSON shape of each naval decision (naval/navalDecisions.ts), every field, nothing more. */
export const NAVAL_DECISION_SCHEMAS = {
  interception: z.strictObject({ ...decisionBase('interception'), stack: pieceId, hex: hexId, eligible: hexList(200), chosen: hexList(200) }),
  runBlockade: z.strictObject({ ...decisionBase('runBlockade'), stack: pieceId, hex: hexId, blockaders: pieceList(60).min(1) }),
  catchRunners: z.strictObject({
    ...decisionBase('catchRunners'),
    stack: pieceId,
    hex: hexId,
    blockaders: pieceList(60).min(1),
    count: z.number().int().min(1).max(60),
    caught: pieceList(60),
  }),
  setAside: z.strictObject(decisionBase('setAside')),
  navalFire: z.strictObject(decisionBase('navalFire')),
  shipCapture: z.strictObject(decisionBase('shipCapture')),
} as const;
