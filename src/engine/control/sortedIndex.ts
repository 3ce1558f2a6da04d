import type { HexId } from '../hex';

/** Where `hex` is, or would go, in a list of hex ids in ascending order (binary search). */
export function sortedIndex(list: readonly HexId[], hex: HexId): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < hex) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
