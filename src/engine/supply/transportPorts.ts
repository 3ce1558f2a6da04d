import { capturedByChile } from '../control/controller';
import { portsOf } from '../map/portsOf';
import type { GameMap, Nation } from '../map/types';
import { at, type Location } from '../pieces/location';
import type { GameState } from '../state';

/**
 * 6.3: a rebuilt transport is placed in any port city (a Chilean one in the Chile Holding Box). The
 * project reads "any port city" as any friendly port: Peruvian ports not captured by Chile.
 */
export function transportPorts(state: GameState, map: GameMap, nation: Nation): Location[] {
  if (nation === 'chile') return [at.holdingBox];
  return portsOf(map, 'peru')
    .filter((hex) => !capturedByChile(state, hex))
    .map((hex) => at.hex(hex));
}
