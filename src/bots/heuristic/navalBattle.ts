import type { PlayerView } from '../../engine';
import { ship as shipDef } from '../../engine/counters';

/**
 * A naval battle in expectation (7.9, 7.10): every warship fires once at the enemy ship it is most
 * likely to hurt, a hit damages (a damaged ship sinks) and a natural 1 always sinks. Good enough to
 * decide whether to intercept, sortie or run a blockade; it never rolls.
 */

export const isWarship = (id: string) => shipDef(id).type === 'warship';

/** 7.9 / 7.10: the chance a shot hits: a natural 1 always does (and sinks); otherwise die + armour < gunfire. */
export function shotChance(firer: string, target: string): number {
  const g = shipDef(firer).gunfire;
  const armour = shipDef(target).armour;
  let hits = 1;
  for (let d = 2; d <= 6; d++) if (d + armour < g) hits++;
  return hits / 6;
}

export function cargoCount(view: PlayerView, transport: string): number {
  let n = 0;
  for (const u of Object.values(view.units)) if (u.location.kind === 'aboard' && u.location.transport === transport) n++;
  for (const c of Object.values(view.supply)) if (c.location.kind === 'aboard' && c.location.transport === transport) n++;
  return n;
}

/** What losing a ship costs its side: a warship its guns and armour (less if already damaged), a transport its cargo. */
export function shipWorth(view: PlayerView, id: string): number {
  if (!isWarship(id)) return 1 + 2 * cargoCount(view, id);
  const d = shipDef(id);
  return d.gunfire + d.armour;
}

/** Expected worth destroyed by one side's warships firing once each at `targets` (damage counts half, a sinking in full). */
export function expectedDamage(view: PlayerView, firers: readonly string[], targets: readonly string[]): number {
  let total = 0;
  for (const f of firers) {
    if (!isWarship(f)) continue;
    let best = 0;
    for (const t of targets) {
      const p = shotChance(f, t);
      const crit = 1 / 6;
      const damaged = view.ships[t]?.damaged ?? false;
      // A hit on a damaged ship sinks it; otherwise a critical 1 sinks and other hits damage.
      const sinkP = damaged || !isWarship(t) ? p : crit;
      const v = shipWorth(view, t) * (sinkP + (p - sinkP) * 0.5);
      if (v > best) best = v;
    }
    total += best;
  }
  return total;
}

/** The expected exchange of a battle between `mine` and `theirs`: what I destroy minus what I lose (ship worth). */
export function battleBalance(view: PlayerView, mine: readonly string[], theirs: readonly string[]): number {
  return expectedDamage(view, mine, theirs) - expectedDamage(view, theirs, mine);
}

/** Fighting power of a group of warships (gunfire and armour, halved when damaged): a quick measure of a squadron. */
export function fleetPower(view: PlayerView, ships: readonly string[]): number {
  let p = 0;
  for (const s of ships) {
    const st = view.ships[s];
    if (!st || !isWarship(s)) continue;
    const d = shipDef(s);
    p += (d.gunfire + d.armour) * (st.damaged ? 0.5 : 1);
  }
  return p;
}
