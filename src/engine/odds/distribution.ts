/**
 * Exact probability distributions of dice (no sampling): a distribution is a list of values with their
 * probabilities, sorted by value, the probabilities summing to 1. Small pure helpers the odds use.
 */
export interface Outcome {
  readonly value: number;
  readonly p: number;
}
export type Distribution = readonly Outcome[];

export const DIE_FACES: readonly number[] = [1, 2, 3, 4, 5, 6];

/** Build a distribution from (value, weight) pairs, merging equal values and normalising the weights. */
export function fromWeights(pairs: Iterable<readonly [number, number]>): Distribution {
  const acc = new Map<number, number>();
  let total = 0;
  for (const [v, w] of pairs) {
    if (w === 0) continue;
    acc.set(v, (acc.get(v) ?? 0) + w);
    total += w;
  }
  return [...acc.entries()].sort((a, b) => a[0] - b[0]).map(([value, w]) => ({ value, p: w / total }));
}

/** One six-sided die. */
export function d6(): Distribution {
  return DIE_FACES.map((value) => ({ value, p: 1 / 6 }));
}

/** 4.1 / 8.2: two dice, the higher kept: P(v) = (2v − 1) / 36. */
export function twoD6Highest(): Distribution {
  return fromWeights(DIE_FACES.flatMap((a) => DIE_FACES.map((b) => [Math.max(a, b), 1] as const)));
}

/** 7.6 / 7.7: two dice added. */
export function twoD6Sum(): Distribution {
  return fromWeights(DIE_FACES.flatMap((a) => DIE_FACES.map((b) => [a + b, 1] as const)));
}

/** The distribution shifted by a modifier. */
export function shift(dist: Distribution, by: number): Distribution {
  return dist.map((o) => ({ value: o.value + by, p: o.p }));
}

/** The distribution of the sum of two independent variables. */
export function convolve(a: Distribution, b: Distribution): Distribution {
  return fromWeights(a.flatMap((x) => b.map((y) => [x.value + y.value, x.p * y.p] as const)));
}

/** The number of successes among independent trials with the given chances (a "Poisson binomial"). */
export function successes(chances: readonly number[]): Distribution {
  let dist: number[] = [1];
  for (const c of chances) {
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((p, k) => {
      next[k] = next[k]! + p * (1 - c);
      next[k + 1] = next[k + 1]! + p * c;
    });
    dist = next;
  }
  return dist.map((p, value) => ({ value, p }));
}

/** P(X satisfies the test). */
export function chance(dist: Distribution, test: (value: number) => boolean): number {
  return dist.reduce((s, o) => (test(o.value) ? s + o.p : s), 0);
}

export const pAtLeast = (dist: Distribution, x: number): number => chance(dist, (v) => v >= x);
export const pGreater = (dist: Distribution, x: number): number => chance(dist, (v) => v > x);
export const pLess = (dist: Distribution, x: number): number => chance(dist, (v) => v < x);

/** A weighted average of distributions (weights summing to 1). */
export function mix(parts: readonly { readonly weight: number; readonly dist: Distribution }[]): Distribution {
  return fromWeights(parts.flatMap((part) => part.dist.map((o) => [o.value, o.p * part.weight] as const)));
}

/** The mean of a distribution. */
export function mean(dist: Distribution): number {
  return dist.reduce((s, o) => s + o.value * o.p, 0);
}
