import { capturedByChile } from '../control/controller';
import { HOLDING_BOX, type Space } from '../land/types';
import type { GameMap, Nation } from '../map/types';
import { at, sameLocation } from '../pieces/location';
import type { GameState } from '../state';
import { newUnitPlaces } from '../supply/newUnitPlaces';
import { explain, type Explanation } from './types';

/** 6.3 / 6.4: why a new unit of `nation` may not be placed in `hex` (null if it may). */
export function newUnitWhyNot(state: GameState, map: GameMap, nation: Nation, hex: Space): Explanation | null {
  const places = newUnitPlaces(state, map, nation);
  if (places.some((p) => sameLocation(p, hex === HOLDING_BOX ? at.holdingBox : at.hex(hex)))) return null;
  if (nation === 'chile') return explain('whyNot.chileNewUnitsInBox', {}, '6.4');
  if (places.every((p) => p.kind === 'turnTrack')) return explain('whyNot.noFreeCity', { nation }, '6.4');
  const town = hex === HOLDING_BOX ? undefined : map.hexes[hex]?.town;
  if (!town || town.nation !== nation) return explain('whyNot.notNationCity', { hex, nation }, '6.4');
  if (hex !== HOLDING_BOX && capturedByChile(state, hex)) return explain('whyNot.cityCaptured', { hex }, '6.4');
  return explain('whyNot.cityHadNewUnit', { hex }, '6.4');
}
