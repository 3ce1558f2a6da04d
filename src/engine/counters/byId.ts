/**
 * A frozen, prototype-free index of manifest records by id, built once as the module loads: lookups
 * are on every hot path (a ship's side, a unit's nation), and an id such as "constructor" or
 * "__proto__" finds nothing rather than an Object.prototype member. The first record of an id wins,
 * as Array#find did.
 */
export function indexById<T extends { readonly id: string }>(records: readonly T[]): Readonly<Record<string, T>> {
  const index = Object.create(null) as Record<string, T>;
  for (const r of records) if (!(r.id in index)) index[r.id] = r;
  return Object.freeze(index);
}
