import type { HexId } from '../hex';
import type { GameMap, Nation, Town } from './types';

export interface TownHex {
  readonly hex: HexId;
  readonly town: Town;
}

/** Every town of the map with its hex, in hex-id order; optionally only one nation's (6.4 recruits). */
export function townHexes(map: GameMap, nation?: Nation): TownHex[] {
  return Object.keys(map.hexes)
    .sort()
    .flatMap((hex) => {
      const town = map.hexes[hex]?.town;
      return town && (nation === undefined || town.nation === nation) ? [{ hex, town }] : [];
    });
}

/** The hex of the town with this name, or undefined. */
export function townHex(map: GameMap, name: string): HexId | undefined {
  return townHexes(map).find((t) => t.town.name === name)?.hex;
}
