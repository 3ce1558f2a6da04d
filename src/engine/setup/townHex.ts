import type { HexId } from '../hex';
import type { GameMap, Nation } from '../map/types';

/** The hex of the town with this name, or null. */
export function townHex(map: GameMap, name: string): HexId | null {
  for (const hex of Object.values(map.hexes)) if (hex.town?.name === name) return hex.id;
  return null;
}

/** 2.4: every port of a nation (by its 1879 owner). */
export function portsOf(map: GameMap, nation: Nation): HexId[] {
  return Object.values(map.hexes)
    .filter((h) => h.town?.port && h.town.nation === nation)
    .map((h) => h.id)
    .sort();
}
