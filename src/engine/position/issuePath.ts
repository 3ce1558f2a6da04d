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
