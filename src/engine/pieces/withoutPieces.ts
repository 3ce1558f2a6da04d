/**
 * A copy of a record of pieces (the Supply Columns) without some of them. Built with
 * `Object.fromEntries`, not copied and `delete`d: a `delete`, or twenty keys stored one by one into a
 * new object, puts it in V8's dictionary mode, where every later copy of the record (one for each
 * column moved, spent or put ashore) takes the slow path (docs/benchmarks.md).
 */
export function withoutPieces<T>(record: Readonly<Record<string, T>>, gone: readonly string[]): Record<string, T> {
  if (!gone.some((id) => id in record)) return { ...record };
  return Object.fromEntries(Object.entries(record).filter(([id]) => !gone.includes(id)));
}
