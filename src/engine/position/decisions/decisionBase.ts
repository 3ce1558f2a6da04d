import { z } from 'zod';
import { side } from '../schemaParts';

/** The fields every pending decision has (pending.ts PendingBase), for the decision of kind `kind`. */
export const decisionBase = <K extends string>(kind: K) => ({
  kind: z.literal(kind),
  side,
  rule: z.string().max(40),
});
