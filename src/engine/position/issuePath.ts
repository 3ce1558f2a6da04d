import type { z } from 'zod';

/**
 * Where a file's first problem is, as a message's `path`: the issue's path, and for an unknown field the
 * field itself ("meta.extra", not the object holding it; QA round 7: an unknown top-level field was told
 * as "(top level): unknown field" without its name).
 */
export function issuePath(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys' && issue.keys.length > 0) path.push(issue.keys[0]!);
  return path.join('.');
}

/**
 * The kind of a file's first problem, as a message's `issue`: zod's code, or "missing" for a required
 * field that is absent (zod calls it a wrong type: "initialHash: wrong type" was said of a file with no
 * initialHash; QA round 8). `input` is the value that was checked.
 */
export function issueKind(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.code !== 'invalid_type' || issue.path.length === 0) return issue.code;
  let at: unknown = input;
  for (const key of issue.path.slice(0, -1)) {
    if (at === null || typeof at !== 'object') return issue.code;
    at = (at as Record<PropertyKey, unknown>)[key as PropertyKey];
  }
  const last = issue.path[issue.path.length - 1]!;
  return at !== null && typeof at === 'object' && !Object.prototype.hasOwnProperty.call(at, last) ? 'missing' : issue.code;
}

/** The longest bad value a refusal quotes (a file's value, shown as text: never markup, never the engine's words). */
const MAX_QUOTED = 40;

/**
 * A schema refusal's parameters (error.gameFileField, error.positionField): where, what kind, and what
 * the interface needs to say it in the player's words (QA round 19, MINOR-4: "steps: too big") — the
 * limit passed (`max`, `min`) and the bad value itself when it is a number or a short text (`value`).
 */
export function issueParams(issue: z.core.$ZodIssue, input: unknown): { path: string; issue: string; min?: number; max?: number; value?: string } {
  const params: { path: string; issue: string; min?: number; max?: number; value?: string } = { path: issuePath(issue), issue: issueKind(issue, input) };
  if (issue.code === 'too_big' && typeof issue.maximum === 'number' && Number.isFinite(issue.maximum)) params.max = issue.maximum;
  if (issue.code === 'too_small' && typeof issue.minimum === 'number' && Number.isFinite(issue.minimum)) params.min = issue.minimum;
  if (issue.code === 'unrecognized_keys') return params;
  let at: unknown = input;
  for (const key of issue.path) {
    if (at === null || typeof at !== 'object') return params;
    at = (at as Record<PropertyKey, unknown>)[key as PropertyKey];
  }
  if (typeof at === 'number' || typeof at === 'boolean') params.value = String(at);
  else if (typeof at === 'string' && at.length <= MAX_QUOTED) params.value = at;
  else if (typeof at === 'string') params.value = `${at.slice(0, MAX_QUOTED)}…`;
  return params;
}
