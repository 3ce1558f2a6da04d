import fc from 'fast-check';
import { PHASE_IDS } from '../../src/engine/sequence/phases';

/**
 * fast-check arbitraries for the front-door property test: documents (positions, game files) taken
 * from real games and changed a little — a value set to another plausible one or to arbitrary JSON,
 * a key or element removed or added, a part grafted from another document of the corpus, the text cut
 * or garbled. Plausible values (ids, hexes, kinds, stages, small numbers found in the corpus) make most
 * changes pass the schema, so the deeper checks are what is tried.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = readonly (string | number)[];

export type Mutation =
  | { readonly op: 'set'; readonly hot: boolean; readonly at: number; readonly value: Json }
  | { readonly op: 'borrow'; readonly hot: boolean; readonly at: number; readonly from: number }
  | { readonly op: 'delete'; readonly hot: boolean; readonly at: number }
  | { readonly op: 'insert'; readonly hot: boolean; readonly at: number; readonly key: string; readonly value: Json }
  | { readonly op: 'graft'; readonly hot: boolean; readonly at: number; readonly donor: number }
  | { readonly op: 'twist'; readonly hot: boolean; readonly at: number; readonly a: number; readonly b: number };

/**
 * Changes a player could make by hand to a position that stay within its shape: a part taken whole from
 * another position, a piece moved to where another piece is, a piece removed, the decisions reordered.
 */
const TWISTS = ['graftKey', 'movePiece', 'removePiece', 'dropDecision', 'repeatDecision', 'swapDecisions'] as const;
const PIECE_GROUPS = ['units', 'ships', 'supply'] as const;

function twist(doc: Record<string, Json>, donor: Record<string, Json>, hotKeys: readonly string[], m: { at: number; a: number; b: number }): void {
  const pieces = PIECE_GROUPS.flatMap((g) => Object.keys((doc[g] as Record<string, Json> | undefined) ?? {}).map((id) => [g, id] as const));
  const pending = Array.isArray(doc.pending) ? doc.pending : null;
  switch (TWISTS[m.at % TWISTS.length]) {
    case 'graftKey': {
      const key = hotKeys[m.a % hotKeys.length]!;
      if (key in donor) doc[key] = structuredClone(donor[key]!);
      else delete doc[key];
      break;
    }
    case 'movePiece': {
      const [g, id] = pieces[m.a % Math.max(1, pieces.length)] ?? [];
      const [h, other] = pieces[m.b % Math.max(1, pieces.length)] ?? [];
      if (!g || !h) break;
      const from = (doc[h] as Record<string, Record<string, Json>>)[other!]!;
      (doc[g] as Record<string, Record<string, Json>>)[id!]!.location = structuredClone(from.location!);
      break;
    }
    case 'removePiece': {
      const [g, id] = pieces[m.a % Math.max(1, pieces.length)] ?? [];
      if (g) delete (doc[g] as Record<string, Json>)[id!];
      break;
    }
    case 'dropDecision':
      if (pending && pending.length > 0) pending.splice(m.a % pending.length, 1);
      break;
    case 'repeatDecision':
      if (pending && pending.length > 0) pending.push(structuredClone(pending[m.a % pending.length]!));
      break;
    case 'swapDecisions':
      if (pending && pending.length > 1) {
        const i = m.a % pending.length;
        const j = m.b % pending.length;
        [pending[i], pending[j]] = [pending[j]!, pending[i]!];
      }
      break;
  }
}

/** Every path in a document (containers and leaves), iteratively. */
function pathsOf(doc: Json): Path[] {
  const out: Path[] = [];
  const todo: { v: Json; p: Path }[] = [{ v: doc, p: [] }];
  while (todo.length > 0) {
    const { v, p } = todo.pop()!;
    out.push(p);
    if (Array.isArray(v)) v.forEach((x, i) => todo.push({ v: x, p: [...p, i] }));
    else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) todo.push({ v: x, p: [...p, k] });
  }
  return out;
}

function get(doc: Json, path: Path): Json | undefined {
  let v: Json | undefined = doc;
  for (const k of path) v = v !== null && typeof v === 'object' ? (v as Record<string, Json>)[k as string] : undefined;
  return v;
}

function parentOf(doc: Json, path: Path): { parent: Json[] | Record<string, Json>; key: string | number } | null {
  if (path.length === 0) return null;
  const parent = get(doc, path.slice(0, -1));
  return parent !== null && typeof parent === 'object' ? { parent: parent as Json[] | Record<string, Json>, key: path[path.length - 1]! } : null;
}

/** Apply mutations to a copy of corpus document `index` (documents: the corpus; `hotKeys`: top-level keys worth aiming at). */
export function mutate(docs: readonly unknown[], index: number, mutations: readonly Mutation[], hotKeys: readonly string[]): unknown {
  let doc = structuredClone(docs[index % docs.length]) as Json;
  for (const m of mutations) {
    const all = pathsOf(doc);
    // Aimed at a hot part: first one of the hot top-level keys present, then a path inside it.
    const present = hotKeys.filter((k) => all.some((p) => p[0] === k));
    const key = present[m.at % Math.max(1, present.length)];
    const inside = all.filter((p) => p.length > 0 && p[0] === key);
    const list = m.hot && inside.length > 0 ? inside : all;
    const path = list[(m.hot ? Math.floor(m.at / Math.max(1, present.length)) : m.at) % list.length]!;
    const place = parentOf(doc, path);
    switch (m.op) {
      case 'twist':
        if (doc !== null && typeof doc === 'object' && !Array.isArray(doc)) twist(doc, docs[m.b % docs.length] as Record<string, Json>, hotKeys, m);
        break;
      case 'set':
      case 'borrow':
      case 'graft': {
        const value =
          m.op === 'set' ? m.value : m.op === 'borrow' ? get(doc, all[m.from % all.length]!) : get(docs[m.donor % docs.length] as Json, path);
        if (value === undefined) break;
        if (!place) doc = structuredClone(value);
        else (place.parent as Record<string, Json>)[place.key as string] = structuredClone(value);
        break;
      }
      case 'delete':
        if (!place) break;
        if (Array.isArray(place.parent)) place.parent.splice(place.key as number, 1);
        else delete place.parent[place.key as string];
        break;
      case 'insert': {
        const target = get(doc, path);
        if (Array.isArray(target)) target.push(target.length > 0 && m.key.length % 2 === 0 ? structuredClone(target[0]!) : m.value);
        else if (target !== null && typeof target === 'object') (target as Record<string, Json>)[m.key] = m.value;
        break;
      }
    }
  }
  return doc;
}

/** Distinct leaf values of the corpus (ids, hexes, kinds, numbers), with the edge cases of each range. */
export function plausibleValues(docs: readonly unknown[]): Json[] {
  const seen = new Set<string>();
  const out: Json[] = [];
  const add = (v: Json) => {
    const k = JSON.stringify(v);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(v);
    }
  };
  for (const d of docs) {
    for (const p of pathsOf(d as Json)) {
      const v = get(d as Json, p);
      if (v === null || typeof v !== 'object') add(v as Json);
      if (seen.size > 1500) break;
    }
  }
  for (const v of [-1, 0, 1, 2, 3, 5, 6, 7, 12, 13, 14, 0.5, 2 ** 31, 2 ** 32, -(2 ** 31) - 1, 1e9, '', 'x', true, false, null, [], {}]) add(v as Json);
  // Every battle stage and phase, which the corpus may not hold.
  for (const v of ['attackerSupply', 'defenderSupply', 'fight', 'losses', 'retreat', 'advance', 'done', 'setup', ...PHASE_IDS]) add(v);
  return out;
}

export function mutationArbitrary(values: readonly Json[], keys: readonly string[]): fc.Arbitrary<Mutation> {
  const value: fc.Arbitrary<Json> = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json> });
  const hot = fc.boolean();
  const at = fc.nat();
  return fc.oneof(
    { weight: 5, arbitrary: fc.record({ op: fc.constant('set' as const), hot, at, value }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('borrow' as const), hot, at, from: fc.nat() }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('delete' as const), hot, at }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('insert' as const), hot, at, key: fc.constantFrom(...keys), value }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('graft' as const), hot, at, donor: fc.nat() }) },
    { weight: 4, arbitrary: fc.record({ op: fc.constant('twist' as const), hot, at, a: fc.nat(), b: fc.nat() }) },
  );
}

/** The text of a document cut short, or with a few characters replaced. */
export const textDamage = fc.record({ cut: fc.option(fc.nat(), { nil: undefined }), at: fc.nat(), with: fc.string({ maxLength: 4 }) });

export function damageText(text: string, d: { cut: number | undefined; at: number; with: string }): string {
  if (d.cut !== undefined) return text.slice(0, d.cut % (text.length + 1));
  const i = d.at % (text.length + 1);
  return text.slice(0, i) + d.with + text.slice(i + d.with.length);
}
