/** Object.freeze at every depth, iteratively (some test inputs are 100 000 levels deep): a frozen record written to throws (tests). */
export function deepFreeze<T>(value: T): T {
  const todo: unknown[] = [value];
  while (todo.length) {
    const v = todo.pop();
    if (v && typeof v === 'object' && !Object.isFrozen(v)) {
      Object.freeze(v);
      for (const k of Object.keys(v)) todo.push((v as Record<string, unknown>)[k]);
    }
  }
  return value;
}
