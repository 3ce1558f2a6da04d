/**
 * A game's seed as one unsigned 32-bit integer: numbers are taken as they are (mod 2^32), strings are
 * hashed with FNV-1a so that "lima-1881" is as good a seed as 42.
 */
export function seedToUint32(seed: string | number): number {
  if (typeof seed === 'number') {
    if (!Number.isFinite(seed)) throw new RangeError('seed must be a finite number');
    return Math.trunc(seed) >>> 0;
  }
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}
