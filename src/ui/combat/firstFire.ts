import { otherSide, type PlayerView, type Side } from '../../engine';
import { ship as shipDef } from '../../engine/counters';
import { shipSide } from '../../engine/naval/seaGeometry';
import type { NavalCombat } from '../../engine/naval/types';
import { publicRecords } from '../../engine/naval/viewGeometry';

/** 7.9: who fired first in a naval battle, and why: the fastest warship of each side, or a tie. */
export interface FirstFire {
  readonly side: Side;
  /** The fastest warship of the side that fires first, and its speed modifier; null on a tie (7.9 note). */
  readonly fastest: { readonly ship: string; readonly speed: number } | null;
  /** The speed modifier both sides' fastest share, on a tie. */
  readonly tiedAt: number | null;
}

/** A side's warships in the battle (its own now: 10.1 a captured ship changes sides), less those set aside. */
const warships = (view: PlayerView, combat: NavalCombat, side: Side): { ship: string; speed: number }[] => {
  const records = publicRecords(view);
  return combat.ships
    .filter((id) => !combat.setAside.includes(id) && shipDef(id).type === 'warship' && shipSide(records, id) === side)
    .map((id) => ({ ship: id, speed: shipDef(id).speed }));
};

/**
 * 7.9, as the engine decides it as the gunfire begins (naval/navalCombat.ts firstToFire): the side whose
 * fastest warship has the higher speed modifier (rules notes 7.4 / 7.9: higher is faster); on a tie, or
 * with warships on one side only, as the engine does. Read from the battle's ships less those set aside,
 * so it stays the same while ships sink.
 */
export function firstFire(view: PlayerView, combat: NavalCombat): FirstFire | null {
  const mover = combat.intercepted;
  const enemy = otherSide(mover);
  const best = (side: Side) => warships(view, combat, side).sort((a, b) => b.speed - a.speed)[0] ?? null;
  const m = best(mover);
  const e = best(enemy);
  if (!m && !e) return null;
  if (!m) return { side: enemy, fastest: e, tiedAt: null };
  if (!e) return { side: mover, fastest: m, tiedAt: null };
  if (e.speed > m.speed) return { side: enemy, fastest: e, tiedAt: null };
  if (m.speed > e.speed) return { side: mover, fastest: m, tiedAt: null };
  return { side: mover, fastest: null, tiedAt: m.speed };
}
