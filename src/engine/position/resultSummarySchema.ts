import { z } from 'zod';
import type { ResultSummary } from '../message';

const vp = z.number().int().min(-1000).max(1000);

/** GameResult.summary (5.2–5.4): the result's code and its numbers, no words (issue 22). */
export const resultSummarySchema: z.ZodType<ResultSummary> = z.discriminatedUnion('code', [
  z.strictObject({ code: z.literal('result.chileanVictory'), params: z.strictObject({ vp, min: vp }) }),
  z.strictObject({ code: z.literal('result.suddenDeath'), params: z.strictObject({ vp, max: vp }) }),
  z.strictObject({ code: z.literal('result.alliedVictory'), params: z.strictObject({ vp, max: vp }) }),
  z.strictObject({ code: z.literal('result.draw'), params: z.strictObject({ vp, min: vp, max: vp }) }),
]);
