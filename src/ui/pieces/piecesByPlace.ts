import { FORTS, LAND_UNITS, SHIPS } from '../../engine/counters';
import type { FortDef, LandUnitDef, ShipDef } from '../../engine/counters/types';
import type { Location, Nation, PlayerView, Side } from '../../engine';
import { sideOf } from '../../engine';

/** One counter as the UI draws it. */
export interface PieceView {
  readonly id: string;
  readonly kind: 'unit' | 'ship' | 'supply' | 'fort';
  readonly nation: Nation;
  readonly def: LandUnitDef | ShipDef | FortDef | { kind: 'supply'; nation: Nation };
  readonly depleted: boolean;
  readonly damaged: boolean;
  /** Pieces carried by this transport (7.1). */
  readonly cargo: readonly PieceView[];
  /** This ship's NADC for its owner's next move: the area, 'hidden' (face down to this viewer), or null. */
  readonly nadc: string | 'hidden' | null;
}

/** A key per place the UI draws: "hex:2007", "holdingBox", "recruitPool:peru", "turnTrack:5", "deadPile:chile". */
export function placeKey(location: Location, nation: Nation): string | null {
  switch (location.kind) {
    case 'hex':
      return `hex:${location.hex}`;
    case 'holdingBox':
      return 'holdingBox';
    case 'recruitPool':
      return `recruitPool:${nation}`;
    case 'turnTrack':
      return `turnTrack:${location.turn}`;
    case 'deadPile':
      return `deadPile:${sideOf(nation)}`;
    default:
      return null; // aboard (drawn with its transport), out of play, unplaced
  }
}

const ORDER = { unit: 0, ship: 1, supply: 2, fort: 3 } as const;

/** Every drawn place and its counters (land units first, then ships, columns, forts), from a player's view. */
export function piecesByPlace(view: PlayerView): Map<string, PieceView[]> {
  const places = new Map<string, PieceView[]>();
  const cargo = new Map<string, PieceView[]>();
  const add = (loc: Location, piece: PieceView) => {
    if (loc.kind === 'aboard') {
      cargo.set(loc.transport, [...(cargo.get(loc.transport) ?? []), piece]);
      return;
    }
    const key = placeKey(loc, piece.nation);
    if (key) places.set(key, [...(places.get(key) ?? []), piece]);
  };
  const nadcOf = (ship: string, side: Side): string | 'hidden' | null => {
    const order = view.nadc[side].find((o) => o.ship === ship && o.forTurn >= view.turn);
    if (!order) return null;
    return order.area ?? 'hidden';
  };
  for (const u of LAND_UNITS) {
    const st = view.units[u.id];
    if (st) add(st.location, { id: u.id, kind: 'unit', nation: u.nation, def: u, depleted: st.steps < u.steps, damaged: false, cargo: [], nadc: null });
  }
  for (const [id, c] of Object.entries(view.supply)) {
    add(c.location, { id, kind: 'supply', nation: c.nation, def: { kind: 'supply', nation: c.nation }, depleted: false, damaged: false, cargo: [], nadc: null });
  }
  for (const s of SHIPS) {
    const st = view.ships[s.id];
    if (!st) continue;
    add(st.location, { id: s.id, kind: 'ship', nation: s.nation, def: s, depleted: false, damaged: st.damaged, cargo: cargo.get(s.id) ?? [], nadc: nadcOf(s.id, sideOf(s.nation)) });
  }
  for (const f of FORTS) {
    if (view.forts[f.id]?.status === 'standing') add({ kind: 'hex', hex: f.hex }, { id: f.id, kind: 'fort', nation: f.nation, def: f, depleted: false, damaged: false, cargo: [], nadc: null });
  }
  for (const list of places.values()) list.sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
  return places;
}
