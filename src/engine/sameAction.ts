import type { Action } from './actions';

/**
 * Whether `candidate` (from a player, a file, a bot) is the legal action `legal`: the same JSON, keys
 * in any order, keys holding `undefined` counting as absent (as canonicalJson reads them). It walks
 * the legal action's shape, so a hostile candidate (huge, deeply nested, odd prototypes) costs no more
 * than the legal action is deep and can never overflow the stack; primitives compare with ===, so
 * NaN or Infinity never pass for null.
 */
export function sameAction(legal: Action, candidate: unknown): boolean {
  return sameJson(legal, candidate);
}

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

function sameJson(a: unknown, b: unknown): boolean {
  if (a === null || typeof a !== 'object') return a === b;
  if (b === null || typeof b !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let defined = 0;
  for (const k of Object.keys(ra)) {
    if (ra[k] === undefined) continue;
    defined++;
    if (!own(rb, k) || !sameJson(ra[k], rb[k])) return false;
  }
  let others = 0;
  for (const k of Object.keys(rb)) if (rb[k] !== undefined) others++;
  return others === defined;
}
