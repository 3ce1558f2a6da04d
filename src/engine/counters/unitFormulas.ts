import type { LandKind, LandUnitFacts } from './types';

/**
 * The land-unit columns of the manifest, each computed from the unit's facts by one formula
 * (docs/counters.md §2). The data tables carry the resulting numbers literally; the tests recompute
 * them here, so a table edit that breaks a formula fails.
 */

type Size = 'regiment' | 'battalion';

/** 2.7 / 6.2: a regiment (or equivalent) has two steps (full and depleted sides), a battalion one. */
export function stepsFor(size: Size): 1 | 2 {
  return size === 'regiment' ? 2 : 1;
}

/**
 * 8.8 initiative on the full-strength side = S + Q, where
 *   S = 1 for a regiment (two battalions under one commander), 0 for a battalion;
 *   Q = 1 if the unit is regular (pre-war standing army or guard) OR carries modern breech-loaders, else 0.
 * 8.12 fixes a full Chilean regiment at +2: every Chilean regiment is regular or Comblain/Gras/Beaumont-armed.
 */
export function initiativeFor(size: Size, facts: LandUnitFacts): number {
  const s = size === 'regiment' ? 1 : 0;
  const q = facts.training === 'regular' || facts.arms === 'modern' ? 1 : 0;
  return s + q;
}

/**
 * 8.8 initiative on the depleted side: the full value less one, never below 0, for a two-step unit.
 * A one-step unit has a single printed side, which carries the full value.
 */
export function initiativeDepletedFor(size: Size, facts: LandUnitFacts): number {
  const full = initiativeFor(size, facts);
  return stepsFor(size) === 2 ? Math.max(0, full - 1) : full;
}

/**
 * 7.6 raid die-roll modifier (added to the raider's 2d6; higher = harder to hit) = B + M, where
 *   B = 1 for a battalion (a smaller target than a regiment), else 0;
 *   M = 1 for cavalry (scatters out of range) or artillery (digs in and answers the ships), else 0.
 */
export function raidModifierFor(size: Size, kind: LandKind): number {
  const b = size === 'battalion' ? 1 : 0;
  const m = kind === 'infantry' ? 0 : 1;
  return b + m;
}
