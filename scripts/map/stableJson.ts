/** JSON with object keys sorted at every level and 2-space indentation: byte-stable output. */
export function stableJson(value: unknown): string {
  return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort()) out[k] = sortKeys((value as Record<string, unknown>)[k]);
    return out;
  }
  if (typeof value === 'number' && !Number.isInteger(value)) return Math.round(value * 1e6) / 1e6;
  return value;
}
