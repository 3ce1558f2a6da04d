import type { HexId } from '../hex';
import { townHexes } from './townHexes';
import type { GameMap, Nation } from './types';

/** 2.4: every port of a nation (by its 1879 owner), in hex-id order. */
export function portsOf(map: GameMap, nation: Nation): HexId[] {
  return townHexes(map, nation)
    .filter((t) => t.town.port)
    .map((t) => t.hex);
}
