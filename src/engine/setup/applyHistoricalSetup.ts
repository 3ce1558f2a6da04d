import type { GameMap } from '../map/types';
import { at, type Location } from '../pieces/location';
import { movePiece } from '../pieces/movePiece';
import type { Side } from '../side';
import { sideOf } from '../sideOf';
import type { GameState } from '../state';
import type { Step } from '../step';
import { HISTORICAL_SETUP, HISTORICAL_SUPPLY, type SetupPlace } from './historicalSetup';
import { pieceSide } from './pieceSide';
import { townHex } from '../map/townHexes';

function resolve(map: GameMap, place: SetupPlace): Location {
  if (place === 'holdingBox') return at.holdingBox;
  if ('hex' in place) return at.hex(place.hex);
  const hex = townHex(map, place.town);
  if (!hex) throw new RangeError(`the map has no town "${place.town}"`);
  return at.hex(hex);
}

/** The one-click historical set-up of one side (3.2–3.5; setup/historicalSetup.ts). */
export function applyHistoricalSetup(state: GameState, side: Side, map: GameMap): Step {
  let s = state;
  for (const [piece, place] of Object.entries(HISTORICAL_SETUP)) {
    if ((s.units[piece] || s.ships[piece]) && pieceSide(s, piece) === side) {
      const loc = (s.units[piece] ?? s.ships[piece])!.location;
      if (loc.kind === 'unplaced' || loc.kind === 'hex' || loc.kind === 'holdingBox') s = movePiece(s, piece, resolve(map, place));
    }
  }
  const used: Record<string, number> = {};
  for (const [id, col] of Object.entries(s.supply)) {
    if (sideOf(col.nation) !== side || col.location.kind !== 'unplaced') continue;
    const i = used[col.nation] ?? 0;
    const place = HISTORICAL_SUPPLY[col.nation][i];
    used[col.nation] = i + 1;
    if (place) s = movePiece(s, id, resolve(map, place));
  }
  return { state: s, events: [{ type: 'historicalSetup', side, rule: '3.1' }] };
}
