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
