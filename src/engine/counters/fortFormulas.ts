import type { FortFacts } from './types';

/**
 * The fort columns of the manifest (docs/counters.md §4).
 *
 * 7.7 anti-ship factor = 5 + ⌈seaward guns ÷ 8⌉; an inland fort (no seaward guns) has none (0): 7.7 only
 * lets a fort "printed with an Anti-Ship Factor" fire, and an inland fort is never raided anyway.
 */
export function antiShipFor(facts: FortFacts): number {
  return facts.seawardGuns === 0 ? 0 : 5 + Math.ceil(facts.seawardGuns / 8);
}

/** 7.6 / 7.7 raid die-roll modifier against the fort = ⌈seaward guns ÷ 10⌉ (the batteries a raider must silence). */
export function fortRaidModifierFor(facts: FortFacts): number {
  return Math.ceil(facts.seawardGuns / 10);
}
