import type { Losses } from './recapItems';

/** No unit lost. */
export const NO_LOSSES: Losses = { reduced: [], eliminated: [] };

/**
 * The losses with one more: a step lost (stepLost) reduces the unit, its last step (eliminated) takes it
 * off the map. The engine reports a unit's last step as `eliminated` alone, and a 2-step unit hit twice
 * as stepLost then eliminated (8.9): such a unit is told as eliminated only, never as reduced too.
 */
export function withLoss(losses: Losses, unit: string, eliminated: boolean): Losses {
  if (eliminated) {
    return {
      reduced: losses.reduced.filter((u) => u !== unit),
      eliminated: losses.eliminated.includes(unit) ? losses.eliminated : [...losses.eliminated, unit],
    };
  }
  if (losses.reduced.includes(unit) || losses.eliminated.includes(unit)) return losses;
  return { reduced: [...losses.reduced, unit], eliminated: losses.eliminated };
}
