/**
 * Sizes that hold on screen whatever the zoom (issue 18: names and counters readable at the default
 * view). The map's zoom is k (screen px per drawing unit); each function gives the factor an element
 * drawn at its base size is scaled by, so that it shows at about its target size, within limits.
 */

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** A town label's base font, in drawing units (TownLabelLayer draws it at this size, then scales it). */
export const LABEL_FONT = 12;
/** Its size on screen, in px, between the zooms where it would be too big (close up) or swamp the map (far out). */
export const LABEL_PX = 12;

/** A town label's scale: LABEL_PX on screen from k = 1/3 to k = 2; closer it grows with the map, further out it shrinks. */
export function labelScale(k: number): number {
  return clamp(LABEL_PX / (LABEL_FONT * k), 0.5, 3);
}

/** A counter's scale: at least COUNTER_PX on screen when the zoom allows, never larger than 1.4 × its printed size (it stays inside its hex). */
export const COUNTER_PX = 18;
export function counterScale(k: number, counterUnits: number): number {
  return clamp(COUNTER_PX / (counterUnits * k), 1, 1.4);
}

/** A stack's count badge: its digits at least BADGE_PX on screen, on a counter already scaled by `counter`. */
export const BADGE_PX = 9.5;
export function badgeScale(k: number, badgeFontUnits: number, counter: number): number {
  return clamp(BADGE_PX / (badgeFontUnits * counter * k), 1, 4);
}
