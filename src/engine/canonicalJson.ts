/**
 * JSON with object keys sorted at every depth: the same value always gives the same text. The text is
 * exactly what JSON.stringify gives once keys are sorted: `undefined` members are left out of objects
 * and written `null` in arrays, non-finite numbers are `null`.
 */
export function canonicalJson(value: unknown): string {
  return canonicalWriter()(value);
}

/**
 * A canonicalJson function. With `memo`, each object's text is remembered by identity, so a state
 * that shares most of its objects with the previous one (every action returns a new state, copying
 * only what changed) is written in a fraction of the time: stateHasher uses it while replaying. Only
 * for values that are never mutated (the engine's states never are).
 */
export function canonicalWriter(memo?: WeakMap<object, string>): (value: unknown) => string {
  const write = (value: unknown): string => {
    switch (typeof value) {
      case 'string':
        return quote(value);
      case 'number':
        return Number.isFinite(value) ? String(value) : 'null';
      case 'boolean':
        return value ? 'true' : 'false';
      case 'object': {
        if (value === null) return 'null';
        const known = memo?.get(value);
        if (known !== undefined) return known;
        const text = Array.isArray(value) ? arrayJson(value, write) : objectJson(value as Record<string, unknown>, write);
        memo?.set(value, text);
        return text;
      }
      default:
        return JSON.stringify(value) ?? 'null';
    }
  };
  return write;
}

/** A value JSON.stringify writes just as canonicalJson does (no toJSON, no member left out). */
function isFlat(v: unknown): boolean {
  const t = typeof v;
  return t === 'string' || t === 'number' || t === 'boolean' || v === null;
}

/** JSON.stringify(s), without the call for the usual short identifier-like keys and values. */
function quote(s: string): string {
  if (s.length > 32) return JSON.stringify(s);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return JSON.stringify(s);
  }
  return `"${s}"`;
}

/** Arrays of primitives (hex lists, the bulk of the state) go to the native JSON.stringify: same text. */
function arrayJson(value: readonly unknown[], write: (v: unknown) => string): string {
  let flat = true;
  for (let i = 0; i < value.length && flat; i++) flat = isFlat(value[i]);
  if (flat) return JSON.stringify(value);
  let out = '[';
  for (let i = 0; i < value.length; i++) {
    if (i > 0) out += ',';
    const v = value[i];
    out += v === undefined ? 'null' : write(v);
  }
  return `${out}]`;
}

/** A plain object of primitives whose keys are already in order goes to the native JSON.stringify: same text. */
function objectJson(obj: Record<string, unknown>, write: (v: unknown) => string): string {
  const keys = Object.keys(obj);
  let sorted = true;
  let flat = true;
  for (let i = 0; i < keys.length; i++) {
    if (i > 0 && keys[i - 1]! > keys[i]!) sorted = false;
    if (flat && !isFlat(obj[keys[i]!])) flat = false;
  }
  const proto = Object.getPrototypeOf(obj) as unknown;
  if (sorted && flat && (proto === Object.prototype || proto === null)) return JSON.stringify(obj);
  if (!sorted) keys.sort();
  let out = '{';
  let first = true;
  for (const k of keys) {
    const v = obj[k];
    if (v === undefined) continue;
    out += first ? quote(k) : `,${quote(k)}`;
    out += `:${write(v)}`;
    first = false;
  }
  return `${out}}`;
}
