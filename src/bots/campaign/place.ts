import type { GameState, Location } from '../../engine';

/** A place a piece can go aboard from or come ashore at: a map hex's id or "holdingBox"; null elsewhere. */
export function placeOf(location: Location | undefined): string | null {
  if (!location) return null;
  if (location.kind === 'hex') return location.hex;
  return location.kind === 'holdingBox' ? 'holdingBox' : null;
}

/** Where a land unit or Supply Column stands in `state`, as placeOf. */
export function pieceAt(state: GameState, piece: string): string | null {
  return placeOf((state.units[piece] ?? state.supply[piece])?.location);
}
