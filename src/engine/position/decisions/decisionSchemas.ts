import { z } from 'zod';
import type { PendingDecision } from '../../pending';
import { ADMIN_DECISION_SCHEMAS } from './adminDecisionSchemas';
import { LAND_DECISION_SCHEMAS } from './landDecisionSchemas';
import { NAVAL_DECISION_SCHEMAS } from './navalDecisionSchemas';

type Kind = PendingDecision['kind'];
type DecisionOf<K extends Kind> = Extract<PendingDecision, { kind: K }>;

const SCHEMAS = { ...ADMIN_DECISION_SCHEMAS, ...LAND_DECISION_SCHEMAS, ...NAVAL_DECISION_SCHEMAS };

/**
 * A strict schema for every kind of pending decision. The types make it exhaustive: a kind added to
 * PendingDecision without a schema here, a schema whose output is not that decision (a field missing
 * or of another type), or a schema with a field the decision does not have, is a type error.
 */
export const DECISION_SCHEMAS: { readonly [K in Kind]: z.ZodType<DecisionOf<K>> } = SCHEMAS;

type SameKeys<A, B> = [Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>] extends [never] ? true : false;
type AllTrue<T extends Record<Kind, boolean>> = T[Kind] extends true ? true : false;
/** true, or the file does not compile: each kind's schema has exactly its decision's fields. */
export type DecisionSchemasExact = Assert<AllTrue<{ [K in Kind]: SameKeys<z.output<(typeof SCHEMAS)[K]>, DecisionOf<K>> }>>;
type Assert<T extends true> = T;

const KINDS = Object.keys(DECISION_SCHEMAS) as Kind[];

const byKind = z.discriminatedUnion('kind', KINDS.map((k) => DECISION_SCHEMAS[k]) as unknown as [z.ZodObject, ...z.ZodObject[]]) as unknown as z.ZodType<PendingDecision, { [x: string]: unknown; kind: string }>;

/** One pending decision, checked by the schema of its kind (an unknown kind is named in the message). */
export const pendingDecisionSchema: z.ZodType<PendingDecision, unknown> = z
  .looseObject({
    kind: z.string().refine((k) => (KINDS as string[]).includes(k), { error: (issue) => `unknown decision "${String(issue.input).slice(0, 60)}"` }),
  })
  .pipe(byKind);
