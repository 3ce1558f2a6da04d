import { z } from 'zod';
import { side } from '../position/schemaParts';

/** The fields every pending decision has (pendingBase.ts), for the decision of kind `kind`. */
export const decisionBase = <K extends string>(kind: K) => ({
  kind: z.literal(kind),
  side,
  rule: z.string().max(40),
});
