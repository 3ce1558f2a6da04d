import type { HexId } from '../hex';

/**
 * Where a piece is. One type for every place, so no off-map place is a special case (issue 4):
 * a map hex (ports are the hexes of their towns), the Chile Holding Box (2.4), a recruit pool (6.4),
 * a box of the turn track (3.4, 6.3 overflow, 6.5 repair delay), aboard a transport (7.1), the dead
 * pile (2.7), out of the game for good (Bolivia quits 5.6, a spent or captured Supply Column), or not
 * yet placed (during set-up, 3.1).
 */
export type Location =
  | { readonly kind: 'hex'; readonly hex: HexId }
  | { readonly kind: 'holdingBox' }
  | { readonly kind: 'recruitPool' }
  | { readonly kind: 'turnTrack'; readonly turn: number }
  | { readonly kind: 'aboard'; readonly transport: string }
  | { readonly kind: 'deadPile' }
  | { readonly kind: 'outOfPlay' }
  | { readonly kind: 'unplaced' };

export type LocationKind = Location['kind'];

export const at = {
  hex: (hex: HexId): Location => ({ kind: 'hex', hex }),
  holdingBox: { kind: 'holdingBox' } as Location,
  recruitPool: { kind: 'recruitPool' } as Location,
  turnTrack: (turn: number): Location => ({ kind: 'turnTrack', turn }),
  aboard: (transport: string): Location => ({ kind: 'aboard', transport }),
  deadPile: { kind: 'deadPile' } as Location,
  outOfPlay: { kind: 'outOfPlay' } as Location,
  unplaced: { kind: 'unplaced' } as Location,
} as const;

export function sameLocation(a: Location, b: Location): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'hex':
      return a.hex === (b as typeof a).hex;
    case 'turnTrack':
      return a.turn === (b as typeof a).turn;
    case 'aboard':
      return a.transport === (b as typeof a).transport;
    default:
      return true;
  }
}

/** The map hex of a location, if it is on the map. */
export function hexOf(location: Location): HexId | null {
  return location.kind === 'hex' ? location.hex : null;
}
