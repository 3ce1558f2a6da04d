import { LAND_UNITS, SHIPS } from '../counters';
import type { HexId } from '../hex';
import type { GameMap } from '../map/types';
import { townHex } from '../map/townHexes';
import type { Side } from '../side';
import { sideOf } from '../sideOf';
import { HISTORICAL_SETUP } from './historicalSetup';

/**
 * 3.1: where the historical set-up puts each land unit and ship of `side` — a hex, or the Chile Holding
 * Box — as `applyHistoricalSetup` does (which the recap reads: the set-up is one event, not one per piece).
 */
export function historicalSetupPlaces(map: GameMap, side: Side): [string, HexId | 'holdingBox'][] {
  const out: [string, HexId | 'holdingBox'][] = [];
  for (const [piece, place] of Object.entries(HISTORICAL_SETUP)) {
    const nation = LAND_UNITS.find((u) => u.id === piece)?.nation ?? SHIPS.find((x) => x.id === piece)?.nation;
    if (!nation || sideOf(nation) !== side) continue;
    if (place === 'holdingBox') out.push([piece, 'holdingBox']);
    else if ('hex' in place) out.push([piece, place.hex]);
    else {
      const hex = townHex(map, place.town);
      if (hex) out.push([piece, hex]);
    }
  }
  return out;
}
