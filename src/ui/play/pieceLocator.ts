import { FORTS } from '../../engine/counters';
import type { Location, PlayerView } from '../../engine';

/** A piece's place on the map as the click handler names it: a hex id, 'holdingBox', or null (off the map). */
export type PieceLocator = (piece: string) => string | null;

function placeOf(location: Location | undefined): string | null {
  if (!location) return null;
  if (location.kind === 'hex') return location.hex;
  if (location.kind === 'holdingBox') return 'holdingBox';
  return null;
}

/**
 * Where each piece is, as the player at the screen sees it (his own view): a land unit, Supply Column
 * or ship by its location, cargo by its transport's (7.1), a fort by its printed hex (2.5). Where the
 * actions that name only pieces — replenish, embark, put ashore, raid, infernal machine — are taken by
 * a click on the map is found through it (actionTarget).
 */
export function pieceLocator(view: PlayerView): PieceLocator {
  const locationOf = (piece: string): Location | undefined => view.units[piece]?.location ?? view.supply[piece]?.location ?? view.ships[piece]?.location;
  return (piece) => {
    const fort = FORTS.find((f) => f.id === piece);
    if (fort) return fort.hex;
    const loc = locationOf(piece);
    if (loc?.kind === 'aboard') return placeOf(locationOf(loc.transport));
    return placeOf(loc);
  };
}
