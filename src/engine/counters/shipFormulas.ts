import type { ShipFacts, ShipType } from './types';

/**
 * The ship columns of the manifest, each from the ship's recorded facts by one formula
 * (docs/counters.md §3). Calibrated so the printed values the rules quote hold: Atahualpa −2 (7.4),
 * Covadonga −1 (7.5), Unión +2 (ES 7.4).
 */

/** Knots assumed for a ship whose speed the reference did not find (a merchant steamer of the 1870s). */
export const ASSUMED_KNOTS = 9;

/** Speed bands: knots at or above `from` give `modifier` (checked top down). */
export const SPEED_BANDS: readonly { readonly from: number; readonly modifier: number }[] = [
  { from: 12.5, modifier: 2 },
  { from: 11, modifier: 1 },
  { from: 9, modifier: 0 },
  { from: 7, modifier: -1 },
  { from: 0, modifier: -2 },
];

/**
 * 7.4 / 7.9 speed modifier, HIGHER = FASTER: the band of the service speed in knots, less 1 for a
 * coast-defence monitor (low freeboard: the Canonicus-class monitors were towed on their passage to Peru
 * and could not keep their nominal speed at sea).
 */
export function speedModifierFor(facts: ShipFacts): number {
  const knots = facts.knots ?? ASSUMED_KNOTS;
  const band = SPEED_BANDS.find((b) => knots >= b.from);
  const base = band ? band.modifier : -2;
  return base - (facts.hull === 'monitor' ? 1 : 0);
}

/** 7.9 / 7.7 armour modifier = ⌈thickest belt in inches ÷ 3⌉ (0 unarmoured; 4.5–6 in → 2; 9 in → 3). */
export function armourModifierFor(facts: ShipFacts): number {
  return Math.ceil(facts.beltInches / 3);
}

/**
 * 7.9 gunfire factor = 3 + H + B for a warship, where
 *   H = one point for each gun of 9-inch bore or more (the armour-piercing heavy ordnance), at most 2:
 *     a single heavy chaser (Independencia's 9-in Vavasseur bow pivot, added February 1879) is not the
 *     heavy battery of the Chilean ironclads (6 × 9-in) or the paired turret guns of Huáscar (2 × 10-in)
 *     and the monitors (2 × 15-in) — issue 21;
 *   B = 1 if it mounts five or more guns of 6-inch bore or more (a real battery), else 0.
 * Transports can't fire (7.9 note): 0.
 */
export function gunfireFactorFor(type: ShipType, facts: ShipFacts): number {
  if (type === 'transport') return 0;
  const h = Math.min(2, facts.gunsNineInchPlus);
  const b = facts.gunsSixInchPlus >= 5 ? 1 : 0;
  return 3 + h + b;
}
