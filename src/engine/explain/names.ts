import type { GameMap, Terrain } from '../map/types';
import { HOLDING_BOX, type Space } from '../land/types';

/** "Callao (2007)", "hex 3215", "the Chile Holding Box". */
export function placeName(map: GameMap, space: Space): string {
  if (space === HOLDING_BOX) return 'the Chile Holding Box';
  const town = map.hexes[space]?.town;
  return town ? `${town.name} (${space})` : `hex ${space}`;
}

/** A town's bare name, or the hex. */
export function shortName(map: GameMap, space: Space): string {
  if (space === HOLDING_BOX) return 'the Chile Holding Box';
  return map.hexes[space]?.town?.name ?? `hex ${space}`;
}

const TERRAIN_NAMES: Readonly<Record<Terrain, string>> = {
  sea: 'sea', lake: 'lake', clear: 'clear', rough: 'rough', mountain: 'mountain', desert: 'desert', saltDesert: 'salt desert',
};

export const terrainName = (t: Terrain): string => TERRAIN_NAMES[t];

export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
