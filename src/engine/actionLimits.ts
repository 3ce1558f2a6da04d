/** The most an action may hold: the largest real one (a rebuild: two locations) is far below these. */
export const ACTION_LIMITS = { depth: 4, values: 64, keys: 16, arrayLength: 32, stringLength: 200 } as const;

/**
 * Whether `value` is small, plain JSON of an action's size: plain objects and arrays (no class
 * instances, no prototype tricks) at most ACTION_LIMITS deep and long, strings and numbers only as
 * leaves. Walked with an explicit stack, never recursively: a hostile 100 000-level nesting or a
 * 10 MB string is refused after looking at a handful of values, and can never overflow the stack.
 */
export function withinActionLimits(value: unknown): boolean {
  const stack: { v: unknown; depth: number }[] = [{ v: value, depth: 0 }];
  let seen = 0;
  while (stack.length > 0) {
    const { v, depth } = stack.pop()!;
    if (++seen > ACTION_LIMITS.values) return false;
    if (v === null || typeof v === 'boolean' || v === undefined) continue;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return false;
      continue;
    }
    if (typeof v === 'string') {
      if (v.length > ACTION_LIMITS.stringLength) return false;
      continue;
    }
    if (typeof v !== 'object' || depth >= ACTION_LIMITS.depth) return false;
    if (Array.isArray(v)) {
      if (v.length > ACTION_LIMITS.arrayLength) return false;
      for (const x of v) stack.push({ v: x, depth: depth + 1 });
      continue;
    }
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto !== Object.prototype && proto !== null) return false;
    const keys = Object.keys(v);
    if (keys.length > ACTION_LIMITS.keys) return false;
    for (const k of keys) stack.push({ v: (v as Record<string, unknown>)[k], depth: depth + 1 });
  }
  return true;
}
