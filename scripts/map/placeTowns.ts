/**
 * Towns to hexes (issue 3). Anchors are pinned to their rule hexes; a hand placement of corrections.ts
 * comes next; every other town goes to the hex the fit snaps it to, unless that hex is sea or lake,
 * already holds a town placed earlier (TOWNS order = priority), or is not coastal for a harbour town
 * (2.4), or is coastal for an inland town (which would make it a port by 2.4). Then it moves to the
 * nearest hex (distance in the isotropic plane from its fitted point) that is land, free and coastal
 * for a harbour, not coastal for an inland town. Only an anchor may make an inland town a port (Lima).
 */
import { ANCHORS, project, snap, toPlane, type Fit } from './fit';
import { planeCentre } from './hexPlane';
import type { TownSource } from './places';
import type { TownPlacement } from './corrections';

export interface PlacedTown {
  readonly town: TownSource;
  readonly hex: string;
  /** The hex the fit alone gives. */
  readonly fitted: string;
  readonly how: 'anchor' | 'hand' | 'fit' | 'moved';
}

export interface PlaceContext {
  readonly fit: Fit;
  readonly landHexes: readonly string[];
  isLand(id: string): boolean;
  isCoastal(id: string): boolean;
}

export function placeTowns(towns: readonly TownSource[], hand: readonly TownPlacement[], ctx: PlaceContext): PlacedTown[] {
  const taken = new Set<string>();
  const out: PlacedTown[] = [];
  for (const town of towns) {
    const p = project(ctx.fit, town);
    const fitted = snap(p);
    const anchor = ANCHORS.find((a) => a.name === town.name);
    const manual = hand.find((h) => h.town === town.name);
    let hex: string;
    let how: PlacedTown['how'];
    const ok = (id: string) => ctx.isLand(id) && !taken.has(id) && town.harbour === ctx.isCoastal(id);
    if (anchor) {
      hex = anchor.hex;
      how = 'anchor';
    } else if (manual) {
      hex = manual.hex;
      how = 'hand';
    } else if (ok(fitted)) {
      hex = fitted;
      how = 'fit';
    } else {
      const q = toPlane(p);
      const best = ctx.landHexes
        .filter(ok)
        .map((id) => ({ id, d: (planeCentre(id).x - q.x) ** 2 + (planeCentre(id).y - q.y) ** 2 }))
        .sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : 1))[0];
      if (!best) throw new Error(`no hex for ${town.name}`);
      hex = best.id;
      how = 'moved';
    }
    if (taken.has(hex)) throw new Error(`${town.name}: hex ${hex} already holds a town`);
    taken.add(hex);
    out.push({ town, hex, fitted, how });
  }
  return out;
}
