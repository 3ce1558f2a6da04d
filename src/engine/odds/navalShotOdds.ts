import { ship as shipDef } from '../counters';
import { DIE_FACES } from './distribution';

export interface ShotOdds {
  /** P(any hit): damage or sinking. */
  readonly pHit: number;
  /** P(the target is damaged, not sunk): a hit on an undamaged ship. */
  readonly pDamage: number;
  /** P(the target sinks): the critical hit, or any hit on a damaged ship. */
  readonly pSink: number;
  /** 7.10: P(natural 1): always a sinking, whatever the armour. */
  readonly pCritical: number;
  readonly pMiss: number;
}

/**
 * 7.9 / 7.10: one gunfire shot of `firer` at `target`: 1d6 + the target's armour below the firer's
 * gunfire factor is a hit (damage, or a sinking if already damaged); a natural 1 always sinks it.
 * The same test as navalCombat.ts's fire(), die by die.
 */
export function navalShotOdds(firer: string, target: string, targetDamaged = false): ShotOdds {
  const gunfire = shipDef(firer).gunfire;
  const armour = shipDef(target).armour;
  let critical = 0;
  let hit = 0;
  for (const d of DIE_FACES) {
    if (d === 1) critical++;
    else if (d + armour < gunfire) hit++;
  }
  const pCritical = critical / 6;
  const pPlain = hit / 6;
  return {
    pHit: pCritical + pPlain,
    pDamage: targetDamaged ? 0 : pPlain,
    pSink: targetDamaged ? pCritical + pPlain : pCritical,
    pCritical,
    pMiss: 1 - pCritical - pPlain,
  };
}
