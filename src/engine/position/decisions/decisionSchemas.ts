import { z } from 'zod';
import { DECISIONS, PENDING_KINDS } from '../../decisions/registry';
import type { PendingDecision } from '../../pending';

const byKind = z.discriminatedUnion('kind', PENDING_KINDS.map((k) => DECISIONS[k].schema) as unknown as [z.ZodObject, ...z.ZodObject[]]) as unknown as z.ZodType<PendingDecision, { [x: string]: unknown; kind: string }>;

/**
 * One pending decision, checked by the schema of its kind (each entry's, decisions/; an unknown kind
 * is refused at pending.N.kind). Each schema is strict and exact: decisions/registry.ts DecisionSchemasExact.
 */
export const pendingDecisionSchema: z.ZodType<PendingDecision, unknown> = z
  .looseObject({
    kind: z.string().refine((k) => (PENDING_KINDS as readonly string[]).includes(k)),
  })
  .pipe(byKind);
