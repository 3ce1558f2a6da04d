import { capturedByChile } from '../control/controller';
import { townHexes } from '../map/townHexes';
import type { GameMap, Nation } from '../map/types';
import { at, type Location } from '../pieces/location';
import type { GameState } from '../state';

/**
 * 6.3 / 6.4: where a rebuilt or recruited land unit is placed — Chilean units in the Chile Holding Box;
 * Peruvian (Bolivian) units in any Peruvian (Bolivian) city not captured by Chilean land units, one unit
 * a city this turn; with no city left, on the next game turn box of the turn track.
 */
export function newUnitPlaces(state: GameState, map: GameMap, nation: Nation): Location[] {
  if (nation === 'chile') return [at.holdingBox];
  const used = new Set(
    Object.values(state.units)
      .filter((u) => u.builtTurn === state.turn && u.location.kind === 'hex')
      .map((u) => (u.location.kind === 'hex' ? u.location.hex : '')),
  );
  const cities = townHexes(map, nation)
    .filter((t) => !capturedByChile(state, t.hex) && !used.has(t.hex))
    .map((t) => t.hex);
  return cities.length ? cities.map((h) => at.hex(h)) : [at.turnTrack(state.turn + 1)];
}
