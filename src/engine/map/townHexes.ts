import type { HexId } from '../hex';
import type { GameMap, Nation, Town } from './types';

export interface TownHex {
  readonly hex: HexId;
  readonly town: Town;
}

/**
 * The map's towns in hex-id order, worked out once per map (the map is constant data; issue 20: the
 * sort of every hex id was paid on each set-up listing and each port lookup).
 */
const TOWNS = new WeakMap<GameMap, readonly TownHex[]>();

function townsOf(map: GameMap): readonly TownHex[] {
  let towns = TOWNS.get(map);
  if (!towns) {
    towns = Object.freeze(
      Object.keys(map.hexes)
        .sort()
        .flatMap((hex) => {
          const town = map.hexes[hex]?.town;
          return town ? [Object.freeze({ hex, town })] : [];
        }),
    );
    TOWNS.set(map, towns);
  }
  return towns;
}

/** Every town of the map with its hex, in hex-id order; optionally only one nation's (6.4 recruits). */
export function townHexes(map: GameMap, nation?: Nation): TownHex[] {
  const towns = townsOf(map);
  return nation === undefined ? [...towns] : towns.filter((t) => t.town.nation === nation);
}

/** The hex of the town with this name, or undefined. */
export function townHex(map: GameMap, name: string): HexId | undefined {
  return townsOf(map).find((t) => t.town.name === name)?.hex;
}
