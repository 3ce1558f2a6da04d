import { FORTS, LAND_UNITS, ship as shipDef } from '../counters';
import { message, type OddsNote } from '../message';
import { DIE_FACES } from './distribution';
import type { ShotOdds } from './navalShotOdds';

export interface RaidOdds {
  /** 7.6 / 7.7: the raid's printed modifier of the target (a Supply Column: 0). */
  readonly modifier: number;
  /** P(2d6 + modifier < gunfire): a land unit loses a step, a column is eliminated, a fort destroyed. */
  readonly pHit: number;
  /** 7.7: the fort fires back after every raid on it (even when destroyed by it); null for any other target. */
  readonly fortFire: ShotOdds | null;
  /** What the figures assume, as codes (the interface words them). */
  readonly assumptions: readonly OddsNote[];
}

/** 7.6: the raid modifier of a target, as raid.ts reads it: a fort's, a land unit's, else (a Supply Column) 0. */
export function raidModifierOf(target: string): number {
  const fort = FORTS.find((f) => f.id === target);
  if (fort) return fort.raidModifier;
  return LAND_UNITS.find((u) => u.id === target)?.raidModifier ?? 0;
}

/**
 * 7.6 / 7.7 / 7.10: a raid by `warship` on `target` (a land unit, Supply Column or fort id): 2d6 + the
 * target's modifier below the gunfire factor hits (never a critical on a fort). Against a fort, its
 * 2d6 + the raider's armour below its anti-ship factor damages the raider (sinks it if damaged); a
 * natural 2 sinks it outright.
 */
export function raidOdds(warship: string, target: string, warshipDamaged = false): RaidOdds {
  const def = shipDef(warship);
  const modifier = raidModifierOf(target);
  let hits = 0;
  for (const a of DIE_FACES) for (const b of DIE_FACES) if (a + b + modifier < def.gunfire) hits++;
  const fort = FORTS.find((f) => f.id === target);
  let fortFire: ShotOdds | null = null;
  if (fort) {
    let critical = 0;
    let plain = 0;
    for (const a of DIE_FACES) {
      for (const b of DIE_FACES) {
        if (a === 1 && b === 1) critical++;
        else if (a + b + def.armour < fort.antiShip) plain++;
      }
    }
    const pCritical = critical / 36;
    const pPlain = plain / 36;
    fortFire = {
      pHit: pCritical + pPlain,
      pDamage: warshipDamaged ? 0 : pPlain,
      pSink: warshipDamaged ? pCritical + pPlain : pCritical,
      pCritical,
      pMiss: 1 - pCritical - pPlain,
    };
  }
  return {
    modifier,
    pHit: hits / 36,
    fortFire,
    assumptions: [
      message('odds.raidIndependent', {}),
      ...(fort ? [message('odds.raidFort', {})] : []),
    ],
  };
}
